// Test kernels for the emulator's MXFP4 and bf16 instructions (mfma_mx_test.go
// compiles them with clang++-22 for gfx950). Every kernel is one wave: register
// r of lane l is read from in[64*r + l] and written to out[64*r + l].
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
typedef int v8i __attribute__((ext_vector_type(8)));
typedef float v4f __attribute__((ext_vector_type(4)));
typedef float v2f __attribute__((ext_vector_type(2)));
typedef __bf16 v8bf __attribute__((ext_vector_type(8)));

#define LANE __builtin_amdgcn_workitem_id_x()
static __device__ unsigned ld(const unsigned* in, int r) { return in[64 * r + LANE]; }
static __device__ void st(unsigned* out, int r, unsigned v) { out[64 * r + LANE] = v; }
static __device__ v8i ld8(const unsigned* in, int r, int n) {
  v8i x = {0, 0, 0, 0, 0, 0, 0, 0};
  for (int i = 0; i < n; i++) x[i] = ld(in, r + i);
  return x;
}
static __device__ v4f ld4f(const unsigned* in, int r) {
  v4f c;
  for (int i = 0; i < 4; i++) c[i] = __builtin_bit_cast(float, ld(in, r + i));
  return c;
}
// (Each element goes through a scalar: clang 22 reads element 0 for every
// __builtin_bit_cast of an ext_vector element.)
static __device__ void stf(unsigned* out, int r, float f) { st(out, r, __builtin_bit_cast(unsigned, f)); }
static __device__ void st4f(unsigned* out, int r, v4f d) {
  float x = d.x, y = d.y, z = d.z, w = d.w;
  stf(out, r, x);
  stf(out, r + 1, y);
  stf(out, r + 2, z);
  stf(out, r + 3, w);
}

// A fp4 (regs 0-3), B fp8 (4-11), A scales (12), B scales (13), C (14-17):
// D with byte selects (0, 0) to out 0-3, (3, 1) to out 4-7.
extern "C" __global__ void mx_fp4_fp8(const unsigned* in, unsigned* out) {
  v8i a = ld8(in, 0, 4), b = ld8(in, 4, 8);
  int sa = ld(in, 12), sb = ld(in, 13);
  v4f c = ld4f(in, 14);
  st4f(out, 0, __builtin_amdgcn_mfma_scale_f32_16x16x128_f8f6f4(a, b, c, 4, 0, 0, sa, 0, sb));
  st4f(out, 4, __builtin_amdgcn_mfma_scale_f32_16x16x128_f8f6f4(a, b, c, 4, 0, 3, sa, 1, sb));
}

// A fp8 (regs 0-7), B fp4 (8-11), scales 12 and 13, C 14-17, byte selects (2, 0).
extern "C" __global__ void mx_fp8_fp4(const unsigned* in, unsigned* out) {
  v8i a = ld8(in, 0, 8), b = ld8(in, 8, 4);
  int sa = ld(in, 12), sb = ld(in, 13);
  st4f(out, 0, __builtin_amdgcn_mfma_scale_f32_16x16x128_f8f6f4(a, b, ld4f(in, 14), 0, 4, 2, sa, 0, sb));
}

// A and B fp4 (regs 0-3, 4-7), scales 8 and 9, C = 0.
extern "C" __global__ void mx_fp4_fp4(const unsigned* in, unsigned* out) {
  v8i a = ld8(in, 0, 4), b = ld8(in, 4, 4);
  v4f c = {0, 0, 0, 0};
  st4f(out, 0, __builtin_amdgcn_mfma_scale_f32_16x16x128_f8f6f4(a, b, c, 4, 4, 0, ld(in, 8), 0, ld(in, 9)));
}

// Unscaled f8f6f4 (scales 0: the compiler drops the ld_scale prefix): A fp4
// (regs 0-3), B fp8 (4-11), C = 0.
extern "C" __global__ void mx_fp4_noscale(const unsigned* in, unsigned* out) {
  v8i a = ld8(in, 0, 4), b = ld8(in, 4, 8);
  v4f c = {0, 0, 0, 0};
  st4f(out, 0, __builtin_amdgcn_mfma_scale_f32_16x16x128_f8f6f4(a, b, c, 4, 0, 0, 0, 0, 0));
}

// v_cvt_scalef32_pk_f32_fp4 of each byte of reg 0 with the scale in reg 1
// (an f32 whose exponent field is the e8m0 scale): out 2s, 2s+1 for byte s.
extern "C" __global__ void cvt_pk_f32_fp4(const unsigned* in, unsigned* out) {
  unsigned x = ld(in, 0);
  float s = __builtin_bit_cast(float, ld(in, 1));
  v2f r0 = __builtin_amdgcn_cvt_scalef32_pk_f32_fp4(x, s, 0);
  v2f r1 = __builtin_amdgcn_cvt_scalef32_pk_f32_fp4(x, s, 1);
  v2f r2 = __builtin_amdgcn_cvt_scalef32_pk_f32_fp4(x, s, 2);
  v2f r3 = __builtin_amdgcn_cvt_scalef32_pk_f32_fp4(x, s, 3);
  float f[8] = {r0.x, r0.y, r1.x, r1.y, r2.x, r2.y, r3.x, r3.y};
  for (int i = 0; i < 8; i++) stf(out, i, f[i]);
}

// V dequantization as the MXFP4 P.V design does it: fp4 byte pairs with their
// scale to f32, then to fp8 with v_cvt_pk_fp8_f32 (out reg 0: the four fp8 of
// bytes 0 and 1 of reg 0, scale reg 1).
extern "C" __global__ void fp4_to_fp8(const unsigned* in, unsigned* out) {
  unsigned x = ld(in, 0);
  float s = __builtin_bit_cast(float, ld(in, 1));
  v2f lo = __builtin_amdgcn_cvt_scalef32_pk_f32_fp4(x, s, 0);
  v2f hi = __builtin_amdgcn_cvt_scalef32_pk_f32_fp4(x, s, 1);
  float l0 = lo.x, l1 = lo.y, h0 = hi.x, h1 = hi.y;
  unsigned r = __builtin_amdgcn_cvt_pk_fp8_f32(l0, l1, 0, false);
  st(out, 0, __builtin_amdgcn_cvt_pk_fp8_f32(h0, h1, r, true));
}

// v_mfma_f32_16x16x32_bf16: A regs 0-3, B regs 4-7, C regs 8-11.
extern "C" __global__ void mfma_bf16(const unsigned* in, unsigned* out) {
  v8bf a, b;
  for (int i = 0; i < 4; i++) {
    unsigned x = ld(in, i), y = ld(in, 4 + i);
    a[2 * i] = __builtin_bit_cast(__bf16, (unsigned short)x);
    a[2 * i + 1] = __builtin_bit_cast(__bf16, (unsigned short)(x >> 16));
    b[2 * i] = __builtin_bit_cast(__bf16, (unsigned short)y);
    b[2 * i + 1] = __builtin_bit_cast(__bf16, (unsigned short)(y >> 16));
  }
  st4f(out, 0, __builtin_amdgcn_mfma_f32_16x16x32_bf16(a, b, ld4f(in, 8), 0, 0, 0));
}

// v_cvt_scalef32_pk_bf16_fp4 of bytes 0 and 3 of reg 0, scale reg 1.
extern "C" __global__ void cvt_pk_bf16_fp4(const unsigned* in, unsigned* out) {
  unsigned x = ld(in, 0);
  float s = __builtin_bit_cast(float, ld(in, 1));
  st(out, 0, __builtin_bit_cast(unsigned, __builtin_amdgcn_cvt_scalef32_pk_bf16_fp4(x, s, 0)));
  st(out, 1, __builtin_bit_cast(unsigned, __builtin_amdgcn_cvt_scalef32_pk_bf16_fp4(x, s, 3)));
}

// Prototype of the MXFP4 QK tile (docs/kernel.md, "KV formats"): scores of 16
// tokens x 16 heads over 576 dims with five scaled MFMAs, K fp4 as A, q fp8
// as B. In: chunk c < 5 has A in regs 4c..4c+3 and B in 20+8c..27+8c; reg 60
// holds lane (i, g)'s scale dword (bytes 4g..4g+3 of token i's scales: byte c
// scales chunk c), reg 61 the rope chunk's scale (token i's byte 16 + g%2 for
// g < 2, 127 above). Out: the scores D[token][head], regs 0-3.
#define QKSTEP(C, SEL)                                                                        \
  acc = __builtin_amdgcn_mfma_scale_f32_16x16x128_f8f6f4(ld8(in, 4 * C, 4), ld8(in, 20 + 8 * C, 8), \
                                                         acc, 4, 0, SEL, sk, 0, sq);
extern "C" __global__ void qk_mxfp4(const unsigned* in, unsigned* out) {
  v4f acc = {0, 0, 0, 0};
  int sk = ld(in, 60), sq = 0x7f7f7f7f;
  QKSTEP(0, 0)
  QKSTEP(1, 1)
  QKSTEP(2, 2)
  QKSTEP(3, 3)
  sk = ld(in, 61);
  QKSTEP(4, 0)
  st4f(out, 0, acc);
}

// Prototype of the MXFP4 P.V step for one 32-dim V block and 32 tokens: lane
// (i, g) gets byte i of the block's 16 bytes for tokens 8g..8g+7 (regs 0-1, as
// ds_read_b64_tr_b8 delivers them: byte k = token 8g+k) and those tokens'
// scale bytes (regs 2-3, byte k = token 8g+k); it dequantizes to bf16 (dims
// 2i and 2i+1 of each token), pairs the tokens with v_perm_b32, and runs two
// bf16 MFMAs against P^T (regs 4-7: bf16 p of head i for tokens 8g..8g+7).
// Out: D for the even dims (regs 0-3) and the odd dims (4-7).
extern "C" __global__ void pv_mxfp4(const unsigned* in, unsigned* out) {
  unsigned v[2] = {ld(in, 0), ld(in, 1)}, s[2] = {ld(in, 2), ld(in, 3)};
  // The conversion reads its scale from bits 30:23 of an f32: shift byte k
  // of the scale word there (the other bits do not matter), and select the
  // data byte with op_sel.
  unsigned w[8];
#define PVCVT(K) \
  w[K] = __builtin_bit_cast(unsigned, __builtin_amdgcn_cvt_scalef32_pk_bf16_fp4( \
      v[K / 4], __builtin_bit_cast(float, K % 4 < 3 ? s[K / 4] << (23 - 8 * (K % 4)) : s[K / 4] >> 1), K % 4));
  PVCVT(0) PVCVT(1) PVCVT(2) PVCVT(3) PVCVT(4) PVCVT(5) PVCVT(6) PVCVT(7)
  v8bf even, odd, p;
  for (int m = 0; m < 4; m++) {
    unsigned e = __builtin_amdgcn_perm(w[2 * m + 1], w[2 * m], 0x05040100);
    unsigned o = __builtin_amdgcn_perm(w[2 * m + 1], w[2 * m], 0x07060302);
    unsigned q = ld(in, 4 + m);
    even[2 * m] = __builtin_bit_cast(__bf16, (unsigned short)e);
    even[2 * m + 1] = __builtin_bit_cast(__bf16, (unsigned short)(e >> 16));
    odd[2 * m] = __builtin_bit_cast(__bf16, (unsigned short)o);
    odd[2 * m + 1] = __builtin_bit_cast(__bf16, (unsigned short)(o >> 16));
    p[2 * m] = __builtin_bit_cast(__bf16, (unsigned short)q);
    p[2 * m + 1] = __builtin_bit_cast(__bf16, (unsigned short)(q >> 16));
  }
  v4f z = {0, 0, 0, 0};
  st4f(out, 0, __builtin_amdgcn_mfma_f32_16x16x32_bf16(even, p, z, 0, 0, 0));
  st4f(out, 4, __builtin_amdgcn_mfma_f32_16x16x32_bf16(odd, p, z, 0, 0, 0));
}

// v_cvt_scalef32_pk_bf16_fp8 of words 0 and 1 of reg 0 (word_sel, op_sel[0]), scale reg 1:
// the bf16-q kernels' K conversion (with scale 1.0).
extern "C" __global__ void cvt_pk_bf16_fp8(const unsigned* in, unsigned* out) {
  unsigned x = ld(in, 0);
  float s = __builtin_bit_cast(float, ld(in, 1));
  st(out, 0, __builtin_bit_cast(unsigned, __builtin_amdgcn_cvt_scalef32_pk_bf16_fp8(x, s, false)));
  st(out, 1, __builtin_bit_cast(unsigned, __builtin_amdgcn_cvt_scalef32_pk_bf16_fp8(x, s, true)));
}
