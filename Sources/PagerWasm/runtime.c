// The little C runtime pager.wasm needs (Scripts/wasm.sh): memory, and the libc calls
// Embedded Swift's code lowers to (the mem* functions LLVM may call for any code). No libc
// exists for wasm32-unknown-none; these are ours, written for this module alone, and
// wasm-ld says which are missing should the module ever need another.
//
// Memory: blocks of 2^k bytes (k ≥ 5), each with a 16-byte header holding k, so every
// block is 16-byte aligned; freed blocks go on their size's list and are reused; new
// ones come from the end of the heap, which grows by whole 64 KiB pages.
#include <stddef.h>
#include <stdint.h>

extern unsigned char __heap_base;
static uintptr_t heap_end;
static void *free_lists[48];

static void *grow(size_t bytes) {
    if (heap_end == 0) heap_end = ((uintptr_t)&__heap_base + 15) & ~(uintptr_t)15;
    uintptr_t start = heap_end, end = start + bytes;
    uintptr_t have = __builtin_wasm_memory_size(0) * 65536;
    if (end > have) {
        size_t pages = (end - have + 65535) / 65536;
        if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return NULL;
    }
    heap_end = end;
    return (void *)start;
}

static int size_class(size_t size) {
    int k = 5;
    while (((size_t)1 << k) < size + 16) k++;
    return k;
}

void *malloc(size_t size) {
    int k = size_class(size);
    void *block = free_lists[k];
    if (block) {
        free_lists[k] = *(void **)((char *)block + 16);
    } else {
        block = grow((size_t)1 << k);
        if (!block) return NULL;
        *(uint32_t *)block = (uint32_t)k;
    }
    return (char *)block + 16;
}

void free(void *pointer) {
    if (!pointer) return;
    char *block = (char *)pointer - 16;
    int k = (int)*(uint32_t *)block;
    *(void **)(block + 16) = free_lists[k];
    free_lists[k] = block;
}

// Alignments above 16 are met by asking for enough to slide the pointer; the slid block
// keeps a header of its own that names the real one's class, offset by its distance.
int posix_memalign(void **out, size_t alignment, size_t size) {
    if (alignment <= 16) {
        *out = malloc(size);
        return *out ? 0 : 12;
    }
    char *raw = malloc(size + alignment + 16);
    if (!raw) return 12;
    uintptr_t aligned = ((uintptr_t)raw + 16 + alignment - 1) & ~(uintptr_t)(alignment - 1);
    // Not freed by free(): Swift never frees over-aligned memory it asks for here.
    *out = (void *)aligned;
    return 0;
}

void *memcpy(void *destination, const void *source, size_t count) {
    unsigned char *d = destination;
    const unsigned char *s = source;
    while (count--) *d++ = *s++;
    return destination;
}

void *memmove(void *destination, const void *source, size_t count) {
    unsigned char *d = destination;
    const unsigned char *s = source;
    if (d < s) {
        while (count--) *d++ = *s++;
    } else {
        d += count;
        s += count;
        while (count--) *--d = *--s;
    }
    return destination;
}

void *memset(void *destination, int value, size_t count) {
    unsigned char *d = destination;
    while (count--) *d++ = (unsigned char)value;
    return destination;
}

int memcmp(const void *a, const void *b, size_t count) {
    const unsigned char *x = a, *y = b;
    for (; count; count--, x++, y++)
        if (*x != *y) return *x - *y;
    return 0;
}

// Rounding the way C's round() does: half away from zero. wasm has trunc and nearest
// (half to even) as instructions, not this one. Exact: x - trunc(x) is exact for every
// double, and 0.5 compares exactly.
double round(double x) {
    double t = __builtin_trunc(x);
    double fraction = x - t;
    if (fraction >= 0.5) return t + 1.0;
    if (fraction <= -0.5) return t - 1.0;
    return t;
}

// The same for a float (the web edge rounds a scroll position the way Chromium holds it, as
// a 32-bit float: the compiler lowers that rounding to this).
float roundf(float x) {
    float t = __builtin_truncf(x);
    float fraction = x - t;
    if (fraction >= 0.5f) return t + 1.0f;
    if (fraction <= -0.5f) return t - 1.0f;
    return t;
}

// The low 128 bits of a 128-bit product (Swift's overflow-checked 64-bit multiplies lower
// to it), from 32-bit pieces: no 128-bit multiply is used, so it does not call itself.
typedef union {
    __int128 all;
    struct { uint64_t low, high; } parts;   // wasm is little-endian
} words128;

__int128 __multi3(__int128 a, __int128 b) {
    words128 x = { .all = a }, y = { .all = b }, r;
    uint64_t a0 = x.parts.low & 0xffffffffu, a1 = x.parts.low >> 32;
    uint64_t b0 = y.parts.low & 0xffffffffu, b1 = y.parts.low >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t middle = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
    r.parts.low = (p00 & 0xffffffffu) | (middle << 32);
    r.parts.high = p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32)
        + x.parts.high * y.parts.low + x.parts.low * y.parts.high;
    return r.all;
}

// Swift seeds its hashing from this. The module is deterministic by design (no output of
// the reducer depends on hash order), and a fixed seed keeps even the hash order the same
// on every run: a SplitMix64 stream from a constant.
void arc4random_buf(void *buffer, size_t count) {
    static uint64_t state = 0x5C0117A6E2ULL;
    unsigned char *out = buffer;
    while (count) {
        uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        z ^= z >> 31;
        for (int i = 0; i < 8 && count; i++, count--) *out++ = (unsigned char)(z >> (8 * i));
    }
}

// Swift's Double(String) calls this (a locale-free strtod). Only the exact case is
// implemented: at most 19 significant digits forming an integer below 2^53, scaled by a
// power of ten within ±22 — one correctly rounded multiplication or division by an exact
// power of ten, so the result is the correctly rounded value. Anything else (longer
// mantissas, larger exponents, inf, nan, hex) is refused: the caller sees no number,
// never a wrong one. Scenario scripts' numbers (300, 0.3, 1e9) are all of the first kind.
const char *_swift_stdlib_strtod_clocale(const char *text, double *out) {
    static const double powers[] = { 1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
                                     1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22 };
    const char *p = text;
    int negative = 0, digits = 0, exponent = 0, any = 0;
    uint64_t mantissa = 0;
    if (*p == '+' || *p == '-') negative = *p++ == '-';
    for (; *p >= '0' && *p <= '9'; p++, any = 1) {
        if (mantissa == 0 && *p == '0') continue;
        if (++digits > 19) return text;
        mantissa = mantissa * 10 + (uint64_t)(*p - '0');
    }
    if (*p == '.') {
        for (p++; *p >= '0' && *p <= '9'; p++, any = 1) {
            if (mantissa == 0 && *p == '0') { exponent--; continue; }
            if (++digits > 19) return text;
            mantissa = mantissa * 10 + (uint64_t)(*p - '0');
            exponent--;
        }
    }
    if (!any) return text;
    if (*p == 'e' || *p == 'E') {
        const char *q = p + 1;
        int sign = 1, value = 0, seen = 0;
        if (*q == '+' || *q == '-') sign = *q++ == '-' ? -1 : 1;
        for (; *q >= '0' && *q <= '9'; q++, seen = 1) {
            if (value < 100000) value = value * 10 + (*q - '0');
        }
        if (!seen) return text;
        exponent += sign * value;
        p = q;
    }
    if (mantissa >= (1ull << 53)) return text;
    double value = (double)mantissa;
    if (mantissa != 0) {
        if (exponent < -22 || exponent > 22) return text;
        value = exponent < 0 ? value / powers[-exponent] : value * powers[exponent];
    }
    *out = negative ? -value : value;
    return p;
}
