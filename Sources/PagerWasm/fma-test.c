// Checks Sources/PagerWasm/fma.c against the C library's fma (glibc's is correctly rounded), bit
// for bit, over seeded random arguments of every kind: any bit pattern, moderate
// magnitudes, products cancelled by c, subnormal and overflowing results, and exact ties
// that only the bits of a far smaller c can break.
//
//   clang -O2 -ffp-contract=off Sources/PagerWasm/fma-test.c -lm -o fma-test && ./fma-test [N]
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#define fma scrollpager_fma
#include "fma.c"
#undef fma

static uint64_t state = 0x243F6A8885A308D3ull;   // SplitMix64, seeded: the same run every time
static uint64_t next(void) {
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}
static double any_bits(void) { return double_of(next()); }
static double scaled(int low, int high) {   // ±[1, 2) · 2^[low, high]
    double m = 1.0 + (double)(next() >> 11) / 9007199254740992.0;
    int e = low + (int)(next() % (uint64_t)(high - low + 1));
    return ldexp((next() & 1) ? -m : m, e);
}

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 4000000;
    long failures = 0;
    for (long i = 0; i < n; i++) {
        double a, b, c;
        switch (i % 7) {
            case 0: a = any_bits(); b = any_bits(); c = any_bits(); break;
            case 1: a = scaled(-60, 60); b = scaled(-60, 60); c = scaled(-120, 120); break;
            case 2: a = scaled(-30, 30); b = scaled(-30, 30); c = -(a * b); break;   // cancellation
            case 3: a = scaled(-30, 30); b = scaled(-30, 30); c = -(a * b) * (1 + ldexp((double)(next() % 8) - 4, -52)); break;
            case 4: a = scaled(-560, -500); b = scaled(-560, -500); c = scaled(-1074, -1000); break;   // subnormal
            case 5: a = scaled(500, 520); b = scaled(500, 520); c = scaled(1000, 1023); break;   // overflow
            default: {
                // Exact ties: two odd 27-bit mantissas make a 54-bit product, halfway between
                // two doubles; a c far below decides which way it rounds (the sticky bit).
                a = ldexp((double)((next() & 0x3ffffff) | 0x4000001), (int)(next() % 40) - 20);
                b = ldexp((double)((next() & 0x3ffffff) | 0x4000001), (int)(next() % 40) - 20);
                c = ldexp((next() & 1) ? -1.0 : 1.0, -200 - (int)(next() % 300));
                if (next() & 1) a = -a;
            }
        }
        double want = fma(a, b, c), got = scrollpager_fma(a, b, c);
        if (bits_of(want) != bits_of(got) && !(isnan(want) && isnan(got))) {
            if (failures++ < 10)
                printf("fma(%a, %a, %a): the C library %a, ours %a\n", a, b, c, want, got);
        }
    }
    printf("fma: %ld arguments, %ld differ from the C library's\n", n, failures);
    return failures != 0;
}
