// mla_example: a C++ consumer of the mlagen CMake package. It picks the
// generated kernel for a shape from mla_kernels.h, loads its code object with
// the HIP runtime (embedded bytes via hipModuleLoadData, or the installed file
// via hipModuleLoad with --file), launches decode (and reduce) on a stream with
// hipModuleLaunchKernel, and checks one (sequence, head) against a CPU
// reference. Without a gfx950 GPU it stops with a message saying so (exit 1).
//
//   mla_example [BATCHxKV_LEN] [--file]      (default 4x1024)
//
// Linked with a library from mlagen_add_kernels instead of mlagen::kernels
// (mla_example_shapes), the same program runs over the kernels its own build
// generated.
//
// Host code only: any C++17 compiler, -D__HIP_PLATFORM_AMD__, -lamdhip64.
#include <hip/hip_runtime_api.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "mla_kernels.h"
#include "mlagen_code_objects.h"

namespace {

[[noreturn]] void die(const std::string& msg) {
  std::fprintf(stderr, "mla_example: %s\n", msg.c_str());
  std::exit(1);
}

std::string hip_error(const char* call, hipError_t e) {
  std::string name = hipGetErrorName(e), desc = hipGetErrorString(e);
  std::string s = std::string(call) + ": ";
  if (desc != name) s += desc + " (" + name + " = " + std::to_string(int(e)) + ")";
  else s += name + " (" + std::to_string(int(e)) + ")";
  return s;
}

#define CHECK(call)                                          \
  do {                                                       \
    hipError_t e_ = (call);                                  \
    if (e_ != hipSuccess) die("hip: " + hip_error(#call, e_)); \
  } while (0)

// hipInit/hipGetDeviceCount failing with these means there is no GPU to use.
[[noreturn]] void no_device(const char* call, hipError_t e) {
  std::string cause = e == hipSuccess ? std::string("hipGetDeviceCount reports 0 devices") : hip_error(call, e);
  die("no AMD GPU found (" + cause +
      "): this example needs a gfx950 GPU (AMD Instinct MI355X or MI350X) with the amdgpu kernel driver "
      "loaded, /dev/kfd and /dev/dri readable by this user, and HIP_VISIBLE_DEVICES (if set) naming it");
}

// OCP fp8 e4m3fn, round to nearest even, saturating at +-448.
uint8_t to_fp8(float x) {
  if (std::isnan(x)) return 0x7f;
  uint8_t sign = std::signbit(x) ? 0x80 : 0;
  float a = std::fabs(x);
  if (a >= 448.0f) return sign | 0x7e;
  if (a < 0x1p-6f) return sign | uint8_t(std::nearbyint(a * 512.0f));  // subnormal; 8 encodes 2^-6
  int e;
  std::frexp(a, &e);  // a in [2^(e-1), 2^e)
  int m = int(std::nearbyint((std::ldexp(a, 1 - e) - 1.0f) * 8.0f));
  int biased = e - 1 + 7;
  if (m == 8) m = 0, ++biased;
  return sign | uint8_t(biased << 3) | uint8_t(m);
}

float from_fp8(uint8_t b) {
  int biased = (b >> 3) & 15, m = b & 7;
  float v = biased == 0 ? std::ldexp(float(m), -9) : std::ldexp(1.0f + m / 8.0f, biased - 7);
  return (b & 0x80) ? -v : v;
}

uint16_t to_bf16(float x) {
  uint32_t u;
  std::memcpy(&u, &x, 4);
  u += 0x7fff + ((u >> 16) & 1);
  return uint16_t(u >> 16);
}

float from_bf16(uint16_t h) {
  uint32_t u = uint32_t(h) << 16;
  float x;
  std::memcpy(&x, &u, 4);
  return x;
}

// A small deterministic normal-ish generator (sum of uniforms).
struct Rng {
  uint64_t s;
  float uniform() {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    return float(s >> 40) / float(1 << 24);
  }
  float normal() {
    float t = 0;
    for (int i = 0; i < 12; ++i) t += uniform();
    return t - 6.0f;
  }
};

std::string shapes_csv(std::string s) {
  for (size_t i; (i = s.find(", ")) != std::string::npos;) s.replace(i, 2, ",");
  return s;
}

void* device_alloc(size_t n) {
  void* p = nullptr;
  if (n) CHECK(hipMalloc(&p, n));
  return p;
}

}  // namespace

int main(int argc, char** argv) {
  int batch = 4, kv_len = 1024;
  bool from_file = false;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--file") == 0) {
      from_file = true;
    } else if (std::sscanf(argv[i], "%dx%d", &batch, &kv_len) != 2 || batch < 1 || kv_len < 1) {
      std::fprintf(stderr, "usage: mla_example [BATCHxKV_LEN] [--file]\n");
      return 2;
    }
  }

  // 1. The kernel for the shape, from the generated shape table.
  const mla_kernel_info* k = mla_kernel_for_shape(batch, kv_len);
  if (!k) {
    std::string shapes;
    for (int i = 0; i < MLA_NUM_SHAPES; ++i)
      if (mla_shapes[i].kernel >= 0)
        shapes += (shapes.empty() ? "" : ", ") + std::to_string(mla_shapes[i].batch) + "x" +
                  std::to_string(mla_shapes[i].kv_len);
    std::string want = std::to_string(batch) + "x" + std::to_string(kv_len);
#ifdef MLAGEN_KERNELS_TARGET  // a library made by mlagen_add_kernels
    die("no generated kernel for shape " + want + " (this build generated " + (shapes.empty() ? std::string("none") : shapes) +
        "): add it to the SHAPES of mlagen_add_kernels(" MLAGEN_KERNELS_TARGET " ...) and rebuild");
#else
    die("no generated kernel for shape " + want + " (the package has " + (shapes.empty() ? std::string("none") : shapes) +
        "): regenerate with the shape added, `go run ./cmd/mlagen --shape " + (shapes.empty() ? "" : shapes_csv(shapes) + ",") +
        want + "`, then rebuild and reinstall the package");
#endif
  }

  // 2. Its code object: embedded in the library, and installed as a file.
  size_t co_size = 0;
  const unsigned char* co = mlagen_code_object(k->code_object, &co_size);
  std::string path = std::string(MLAGEN_CODE_OBJECT_DIR) + "/" + k->code_object;
  if (!co) die(std::string("code object ") + k->code_object + " is not embedded in mlagen::kernels");
  if (from_file) {
    FILE* f = std::fopen(path.c_str(), "rb");
    if (!f) die("cannot open " + path);
    std::fseek(f, 0, SEEK_END);
    long n = std::ftell(f);
    std::fclose(f);
    if (n != long(co_size)) die(path + " differs in size from the embedded code object");
  }

  unsigned grid[3], rgrid[3];
  mla_decode_grid(k, batch, grid);
  mla_reduce_grid(batch, rgrid);
  size_t ws_bytes = mla_workspace_bytes(k, batch);
  std::printf("shape %dx%d: kernel %s%s%s (splits %d, stages %d, tile %d)\n", batch, kv_len, k->name,
              k->reduce_name ? " + " : "", k->reduce_name ? k->reduce_name : "", k->splits, k->stages, k->tile);
  std::printf("code object %s: %zu bytes (%s)\n", k->code_object, co_size,
              from_file ? path.c_str() : "embedded");
  std::printf("decode grid %ux%ux%u block %d", grid[0], grid[1], grid[2], k->decode_block);
  if (k->reduce_name) std::printf("; reduce grid %ux%ux%u block %d", rgrid[0], rgrid[1], rgrid[2], MLA_REDUCE_BLOCK);
  std::printf("; workspace %zu bytes\n", ws_bytes);
  std::fflush(stdout);

  // 3. The device: a gfx950, or a clear stop.
  hipError_t e = hipInit(0);
  if (e != hipSuccess) no_device("hipInit(0)", e);
  int count = 0;
  e = hipGetDeviceCount(&count);
  if (e != hipSuccess || count == 0) no_device("hipGetDeviceCount", e);
  hipDeviceProp_t prop;
  CHECK(hipGetDeviceProperties(&prop, 0));
  std::string arch = prop.gcnArchName;
  if (arch.substr(0, arch.find(':')) != "gfx950")
    die("HIP device 0 is " + std::string(prop.name) + " (" + arch +
        "), not gfx950: mlagen's kernels are compiled for gfx950 (AMD Instinct MI355X, MI350X) only; "
        "choose a gfx950 with HIP_VISIBLE_DEVICES");
  CHECK(hipSetDevice(0));
  std::printf("device 0: %s (%s)\n", prop.name, prop.gcnArchName);

  // 4. Inputs as the benchmark makes them: bf16 q, fp8 kv with a per-tensor scale.
  const int H = MLA_NUM_HEADS, D = MLA_QK_DIM, V = MLA_V_DIM;
  const size_t rows = size_t(batch) * kv_len;
  Rng rng{12345};
  std::vector<uint16_t> q(size_t(batch) * H * D);
  for (auto& x : q) x = to_bf16(rng.normal());
  std::vector<float> kvf(rows * D);
  float amax = 0;
  for (auto& x : kvf) x = from_bf16(to_bf16(rng.normal())), amax = std::fmax(amax, std::fabs(x));
  float kv_scale = std::fmax(amax, 1e-12f) / 448.0f;
  std::vector<uint8_t> kv(rows * D);
  for (size_t i = 0; i < kv.size(); ++i) kv[i] = to_fp8(kvf[i] / kv_scale);
  std::vector<int> qo(batch + 1), kvp(batch + 1);
  for (int b = 0; b <= batch; ++b) qo[b] = b, kvp[b] = b * kv_len;
  float sm_scale = 1.0f / std::sqrt(float(D));

  auto* d_q = device_alloc(q.size() * 2);
  auto* d_kv = device_alloc(kv.size());
  auto* d_scale = device_alloc(4);
  auto* d_qo = device_alloc(qo.size() * 4);
  auto* d_kvp = device_alloc(kvp.size() * 4);
  auto* d_ws = device_alloc(ws_bytes);
  auto* d_out = device_alloc(size_t(batch) * H * V * 2);
  // Zeroed once: a one-launch (_one) kernel keeps ticket counters there, and leaves them zero.
  if (ws_bytes) CHECK(hipMemset(d_ws, 0, ws_bytes));
  CHECK(hipMemcpy(d_q, q.data(), q.size() * 2, hipMemcpyHostToDevice));
  CHECK(hipMemcpy(d_kv, kv.data(), kv.size(), hipMemcpyHostToDevice));
  CHECK(hipMemcpy(d_scale, &kv_scale, 4, hipMemcpyHostToDevice));
  CHECK(hipMemcpy(d_qo, qo.data(), qo.size() * 4, hipMemcpyHostToDevice));
  CHECK(hipMemcpy(d_kvp, kvp.data(), kvp.size() * 4, hipMemcpyHostToDevice));

  // 5. Load and launch: the argument structs are the kernarg buffers.
  hipModule_t module;
  if (from_file) CHECK(hipModuleLoad(&module, path.c_str()));
  else CHECK(hipModuleLoadData(&module, co));
  hipFunction_t decode, reduce = nullptr;
  CHECK(hipModuleGetFunction(&decode, module, k->name));
  if (k->reduce_name) CHECK(hipModuleGetFunction(&reduce, module, k->reduce_name));
  hipStream_t stream;
  CHECK(hipStreamCreate(&stream));

  mla_decode_args da{};
  da.q = static_cast<const unsigned short*>(d_q);
  da.kv = static_cast<const unsigned char*>(d_kv);
  da.kv_scale = static_cast<const float*>(d_scale);
  da.qo_indptr = static_cast<const int*>(d_qo);
  da.kv_indptr = static_cast<const int*>(d_kvp);
  da.workspace = static_cast<float*>(d_ws);
  da.out = static_cast<unsigned short*>(d_out);
  da.sm_scale = sm_scale;
  size_t da_size = sizeof da;
  void* dextra[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, &da, HIP_LAUNCH_PARAM_BUFFER_SIZE, &da_size,
                    HIP_LAUNCH_PARAM_END};
  CHECK(hipModuleLaunchKernel(decode, grid[0], grid[1], grid[2], k->decode_block, 1, 1, 0, stream, nullptr,
                              dextra));
  if (reduce) {
    mla_reduce_args ra{};
    ra.workspace = static_cast<const float*>(d_ws);
    ra.kv_scale = static_cast<const float*>(d_scale);
    ra.qo_indptr = static_cast<const int*>(d_qo);
    ra.out = static_cast<unsigned short*>(d_out);
    size_t ra_size = sizeof ra;
    void* rextra[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, &ra, HIP_LAUNCH_PARAM_BUFFER_SIZE, &ra_size,
                      HIP_LAUNCH_PARAM_END};
    CHECK(hipModuleLaunchKernel(reduce, rgrid[0], rgrid[1], rgrid[2], MLA_REDUCE_BLOCK, 1, 1, 0, stream, nullptr,
                                rextra));
  }
  CHECK(hipStreamSynchronize(stream));
  std::vector<uint16_t> out(size_t(batch) * H * V);
  CHECK(hipMemcpy(out.data(), d_out, out.size() * 2, hipMemcpyDeviceToHost));

  // 6. Check the last sequence's head 0 against a float64 reference of the
  // kernel contract (q rounded to fp8, k and v dequantized; docs/kernel.md).
  const int b = batch - 1;
  std::vector<double> s(kv_len), ref(V, 0.0);
  double m = -INFINITY, l = 0;
  for (int t = 0; t < kv_len; ++t) {
    double dot = 0;
    for (int d = 0; d < D; ++d)
      dot += double(from_fp8(to_fp8(from_bf16(q[(size_t(b) * H) * D + d])))) *
             from_fp8(kv[(size_t(b) * kv_len + t) * D + d]);
    s[t] = dot * kv_scale * sm_scale;
    m = std::fmax(m, s[t]);
  }
  for (int t = 0; t < kv_len; ++t) {
    double p = std::exp(s[t] - m);
    l += p;
    for (int d = 0; d < V; ++d) ref[d] += p * from_fp8(kv[(size_t(b) * kv_len + t) * D + d]) * kv_scale;
  }
  double max_err = 0, max_ref = 0;
  bool finite = true;
  for (int d = 0; d < V; ++d) {
    double got = from_bf16(out[(size_t(b) * H) * V + d]);
    finite = finite && std::isfinite(got);
    max_err = std::fmax(max_err, std::fabs(got - ref[d] / l));
    max_ref = std::fmax(max_ref, std::fabs(ref[d] / l));
  }
  std::printf("sequence %d head 0: max |out - reference| = %.3g (max |reference| %.3g)\n", b, max_err, max_ref);

  CHECK(hipStreamDestroy(stream));
  CHECK(hipModuleUnload(module));
  for (void* p : {d_q, d_kv, d_scale, d_qo, d_kvp, d_ws, d_out})
    if (p) CHECK(hipFree(p));
  // fp8 rounding of the softmax weights costs a few percent at most.
  if (!finite || max_err > 0.05 * max_ref + 1e-3) die("output differs from the reference");
  std::printf("ok\n");
  return 0;
}
