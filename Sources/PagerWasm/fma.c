// fma(a, b, c): a·b + c rounded once, to nearest even — what C's fma and Swift's
// `addingProduct` promise. wasm has no fused multiply-add instruction and no libm here, so
// this is ours (PagerPhysics' exp, log and pow rely on it being exact). Integers only: the
// exact product and the sum are kept in 128 bits, with everything shifted out folded into
// a sticky bit. Sources/PagerWasm/fma-test.c checks it against the C library's fma.
#include <stdint.h>

#pragma STDC FP_CONTRACT OFF

typedef struct { uint64_t hi, lo; } u128;

static u128 multiply(uint64_t a, uint64_t b) {
    uint64_t a0 = a & 0xffffffffu, a1 = a >> 32, b0 = b & 0xffffffffu, b1 = b >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t middle = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
    u128 r = { p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32), (p00 & 0xffffffffu) | (middle << 32) };
    return r;
}

static int top_bit(u128 x) {   // index of the highest set bit; x ≠ 0
    return x.hi ? 127 - __builtin_clzll(x.hi) : 63 - __builtin_clzll(x.lo);
}

static u128 shift_left(u128 x, int n) {   // 0 ≤ n < 128
    if (n == 0) return x;
    if (n >= 64) { u128 r = { x.lo << (n - 64), 0 }; return r; }
    u128 r = { (x.hi << n) | (x.lo >> (64 - n)), x.lo << n };
    return r;
}

static u128 shift_right_sticky(u128 x, int n) {   // n ≥ 0; lost bits OR-ed into bit 0
    if (n == 0) return x;
    if (n >= 128) { u128 r = { 0, (x.hi | x.lo) != 0 }; return r; }
    u128 r;
    uint64_t lost;
    if (n >= 64) {
        lost = x.lo | (n > 64 ? x.hi << (128 - n) : 0);
        r.hi = 0;
        r.lo = n == 64 ? x.hi : x.hi >> (n - 64);
    } else {
        lost = x.lo << (64 - n);
        r.hi = x.hi >> n;
        r.lo = (x.lo >> n) | (x.hi << (64 - n));
    }
    r.lo |= lost != 0;
    return r;
}

static u128 shift_right(u128 x, int n) {   // n ≥ 0, exact: bits shifted out are dropped
    if (n == 0) return x;
    if (n >= 128) { u128 r = { 0, 0 }; return r; }
    if (n >= 64) { u128 r = { 0, x.hi >> (n - 64) }; return r; }
    u128 r = { x.hi >> n, (x.lo >> n) | (x.hi << (64 - n)) };
    return r;
}

static int bit_at(u128 x, int i) { return (int)((i >= 64 ? x.hi >> (i - 64) : x.lo >> i) & 1); }

static int any_below(u128 x, int n) {   // any of bits 0 … n−1
    if (n <= 0) return 0;
    if (n >= 128) return (x.hi | x.lo) != 0;
    if (n >= 64) return x.lo != 0 || (n > 64 && (x.hi & ((1ull << (n - 64)) - 1)) != 0);
    return (x.lo & ((1ull << n) - 1)) != 0;
}

static int less(u128 a, u128 b) { return a.hi < b.hi || (a.hi == b.hi && a.lo < b.lo); }
static u128 add(u128 a, u128 b) { u128 r = { a.hi + b.hi + (a.lo + b.lo < a.lo), a.lo + b.lo }; return r; }
static u128 subtract(u128 a, u128 b) { u128 r = { a.hi - b.hi - (a.lo < b.lo), a.lo - b.lo }; return r; }

static uint64_t bits_of(double x) { union { double d; uint64_t u; } v = { .d = x }; return v.u; }
static double double_of(uint64_t u) { union { uint64_t u; double d; } v = { .u = u }; return v.d; }

// x = ±mantissa · 2^exponent for a finite nonzero double.
static void decode(double x, uint64_t *mantissa, int *exponent) {
    uint64_t u = bits_of(x);
    int biased = (int)((u >> 52) & 0x7ff);
    uint64_t fraction = u & 0xfffffffffffffull;
    if (biased == 0) { *mantissa = fraction; *exponent = -1074; }
    else { *mantissa = fraction | (1ull << 52); *exponent = biased - 1075; }
}

double fma(double a, double b, double c) {
    uint64_t ua = bits_of(a), ub = bits_of(b), uc = bits_of(c);
    int a_special = ((ua >> 52) & 0x7ff) == 0x7ff, b_special = ((ub >> 52) & 0x7ff) == 0x7ff;
    int c_special = ((uc >> 52) & 0x7ff) == 0x7ff;
    // NaNs, infinities and zero products: the plain operations give the IEEE answer, bar
    // one case — a finite product plus an infinite c is c, even if a·b alone overflows.
    if (a_special || b_special || a == 0 || b == 0) {
        double product = a * b;
        return product + c;
    }
    if (c_special) return c + c;   // ±inf stays, a NaN stays a NaN

    int negative = (int)((ua ^ ub) >> 63), c_negative = (int)(uc >> 63);
    uint64_t ma, mb, mc;
    int ea, eb, ec;
    decode(a, &ma, &ea);
    decode(b, &mb, &eb);
    // The exact product, its top bit moved to bit 125 (headroom for a carry, room for
    // many bits below the 53 kept). value = P · 2^eP.
    u128 P = multiply(ma, mb);
    int shift = 125 - top_bit(P);
    P = shift_left(P, shift);
    int eP = ea + eb - shift;
    u128 R;
    int e, sign;
    if (c == 0) {
        R = P; e = eP; sign = negative;
    } else {
        decode(c, &mc, &ec);
        u128 C = { 0, mc };
        int shift_c = 125 - top_bit(C);
        C = shift_left(C, shift_c);
        int eC = ec - shift_c;
        // Align the smaller on the larger exponent; what it loses is sticky.
        if (eP >= eC) { C = shift_right_sticky(C, eP - eC); e = eP; }
        else { P = shift_right_sticky(P, eC - eP); e = eC; }
        if (negative == c_negative) {
            R = add(P, C); sign = negative;
        } else if (less(P, C)) {
            R = subtract(C, P); sign = c_negative;
        } else {
            R = subtract(P, C); sign = negative;
        }
        if (R.hi == 0 && R.lo == 0) return 0.0;   // exact cancellation: +0 when rounding to nearest
    }
    // Round R · 2^e to 53 bits (fewer below the normal range), to nearest even: keep the
    // bits from k up, where k makes 53 bits, or puts the last kept bit at 2^−1074.
    int k = top_bit(R) - 52;
    if (k < -1074 - e) k = -1074 - e;
    uint64_t q;
    if (k <= 0) {
        q = R.lo << (-k);   // R has at most 53 significant bits: exact
    } else {
        q = shift_right(R, k).lo;   // < 2^54
        if (bit_at(R, k - 1) && (any_below(R, k - 1) || (q & 1))) q++;
    }
    int e2 = e + k;   // the exponent of q's last bit
    if (q == (1ull << 53)) { q >>= 1; e2++; }
    uint64_t sign_bit = (uint64_t)sign << 63;
    if (q < (1ull << 52)) return double_of(sign_bit | q);   // subnormal (e2 = −1074) or 0
    int biased = e2 + 52 + 1023;
    if (biased >= 2047) return double_of(sign_bit | 0x7ff0000000000000ull);   // overflow
    return double_of(sign_bit | ((uint64_t)biased << 52) | (q & 0xfffffffffffffull));
}
