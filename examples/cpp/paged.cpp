// mla_paged_example: a paged launch from C++. The KV cache is laid out in
// 16-token pages (the block-table layout vLLM and FlashMLA use): each
// sequence's pages sit at shuffled places in one cache, and a block table
// [batch, stride] built here on the host lists them. It launches the _pg16
// kernel of a library made by mlagen_add_kernels(... CONFIGS
// mla_decode_s16_p3_t32_pg16), filling the header's mla_decode_args_pg16, and
// checks that every output is finite and bounded by the largest |v|. Without
// a gfx950 GPU it stops with a message saying so (exit 1).
//
//   mla_paged_example [BATCHxKV_LEN]      (default 4x1024)
//
// Host code only: any C++17 compiler, -D__HIP_PLATFORM_AMD__, -lamdhip64.
#include <hip/hip_runtime_api.h>

#include <algorithm>
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
  std::fprintf(stderr, "mla_paged_example: %s\n", msg.c_str());
  std::exit(1);
}

#define CHECK(call)                                                                        \
  do {                                                                                     \
    hipError_t e_ = (call);                                                                \
    if (e_ != hipSuccess) die(std::string("hip: " #call ": ") + hipGetErrorName(e_));      \
  } while (0)

[[noreturn]] void no_device(const char* call, hipError_t e) {
  std::string cause = e == hipSuccess ? std::string("hipGetDeviceCount reports 0 devices")
                                      : std::string(call) + ": " + hipGetErrorName(e) + " (" + std::to_string(int(e)) + ")";
  die("no AMD GPU found (" + cause + "): this example needs a gfx950 GPU (AMD Instinct MI355X or MI350X)");
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

struct Rng {
  uint64_t s;
  uint32_t next() {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    return uint32_t(s >> 33);
  }
  float uniform() { return float(next() >> 7) / float(1 << 24); }
};

template <class T>
T* upload(const std::vector<T>& v) {
  void* p = nullptr;
  CHECK(hipMalloc(&p, v.size() * sizeof(T)));
  CHECK(hipMemcpy(p, v.data(), v.size() * sizeof(T), hipMemcpyHostToDevice));
  return static_cast<T*>(p);
}

}  // namespace

int main(int argc, char** argv) {
  int batch = 4, kv_len = 1024;
  if (argc > 2 || (argc == 2 && (std::sscanf(argv[1], "%dx%d", &batch, &kv_len) != 2 || batch < 1 || kv_len < 1))) {
    std::fprintf(stderr, "usage: mla_paged_example [BATCHxKV_LEN]\n");
    return 2;
  }

  // 1. The library's paged kernel (a block table of 16-token pages).
  const mla_kernel_info* k = nullptr;
  for (int i = 0; i < MLA_NUM_KERNELS && !k; ++i)
    if (mla_kernels[i].page == MLA_PAGE_16) k = &mla_kernels[i];
  if (!k) die("no kernel with 16-token pages in this build: add CONFIGS mla_decode_s16_p3_t32_pg16 to its mlagen_add_kernels");
  const int page = 16, H = MLA_NUM_HEADS, D = MLA_QK_DIM, V = MLA_V_DIM;

  // 2. The paged cache and its block table, built on the host: sequence b's
  // pages take shuffled places, so token j of b is cache row
  // table[b*stride + j/16]*16 + j%16. A last page may be partly filled; the
  // kernel reads no row past kv_len.
  const int stride = (kv_len + page - 1) / page, pages = batch * stride;
  Rng rng{12345};
  std::vector<int> table(pages);
  for (int i = 0; i < pages; ++i) table[i] = i;
  for (int i = pages - 1; i > 0; --i) std::swap(table[i], table[rng.next() % (i + 1)]);
  std::vector<uint8_t> cache(size_t(pages) * page * D);
  for (auto& x : cache) x = uint8_t(rng.next()) & 0xb7;  // fp8 codes of |x| < 2: never NaN
  std::vector<uint16_t> q(size_t(batch) * H * D);
  for (auto& x : q) x = to_bf16(2 * rng.uniform() - 1);
  std::vector<int> qo(batch + 1), kvp(batch + 1);
  for (int b = 0; b <= batch; ++b) qo[b] = b, kvp[b] = b * kv_len;  // kv_indptr: only the lengths
  const float kv_scale = 0.5f;

  unsigned grid[3], rgrid[3];
  mla_decode_grid(k, batch, grid);
  mla_reduce_grid_of(k, batch, rgrid);
  size_t ws_bytes = mla_workspace_bytes(k, batch);
  std::printf("shape %dx%d: kernel %s%s%s (splits %d, stages %d, tile %d), %d pages of %d tokens, block table %dx%d\n",
              batch, kv_len, k->name, k->reduce_name ? " + " : "", k->reduce_name ? k->reduce_name : "", k->splits,
              k->stages, k->tile, pages, page, batch, stride);
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
  if (arch.substr(0, arch.find(':')) != "gfx950") die("HIP device 0 is " + arch + ", not gfx950");
  CHECK(hipSetDevice(0));

  // 4. Upload, load, launch: mla_decode_args_pg16 is the kernarg buffer.
  std::vector<float> scale{kv_scale};
  mla_decode_args_pg16 da{};
  da.q = upload(q);
  da.kv = upload(cache);
  da.kv_scale = upload(scale);
  da.qo_indptr = upload(qo);
  da.kv_indptr = upload(kvp);
  da.block_table = upload(table);
  da.block_table_stride = stride;
  void *ws = nullptr, *out = nullptr;
  if (ws_bytes) CHECK(hipMalloc(&ws, ws_bytes));
  if (ws_bytes) CHECK(hipMemset(ws, 0, ws_bytes));  // a one-launch kernel's ticket counters start at zero
  const size_t n_out = size_t(batch) * H * V;
  CHECK(hipMalloc(&out, n_out * 2));
  da.workspace = static_cast<float*>(ws);
  da.out = static_cast<unsigned short*>(out);
  da.sm_scale = 1.0f / std::sqrt(float(D));

  size_t co_size = 0;
  const unsigned char* co = mlagen_code_object(k->code_object, &co_size);
  if (!co) die(std::string("code object ") + k->code_object + " is not embedded");
  hipModule_t module;
  CHECK(hipModuleLoadData(&module, co));
  hipFunction_t decode, reduce = nullptr;
  CHECK(hipModuleGetFunction(&decode, module, k->name));
  if (k->reduce_name) CHECK(hipModuleGetFunction(&reduce, module, k->reduce_name));
  size_t da_size = sizeof da;
  void* dextra[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, &da, HIP_LAUNCH_PARAM_BUFFER_SIZE, &da_size, HIP_LAUNCH_PARAM_END};
  CHECK(hipModuleLaunchKernel(decode, grid[0], grid[1], grid[2], k->decode_block, 1, 1, 0, nullptr, nullptr, dextra));
  if (reduce) {
    mla_reduce_args ra{};
    ra.workspace = da.workspace;
    ra.kv_scale = da.kv_scale;
    ra.qo_indptr = da.qo_indptr;
    ra.out = da.out;
    size_t ra_size = sizeof ra;
    void* rextra[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, &ra, HIP_LAUNCH_PARAM_BUFFER_SIZE, &ra_size, HIP_LAUNCH_PARAM_END};
    CHECK(hipModuleLaunchKernel(reduce, rgrid[0], rgrid[1], rgrid[2], MLA_REDUCE_BLOCK, 1, 1, 0, nullptr, nullptr, rextra));
  }
  CHECK(hipDeviceSynchronize());
  std::vector<uint16_t> res(n_out);
  CHECK(hipMemcpy(res.data(), out, n_out * 2, hipMemcpyDeviceToHost));

  // 5. A cheap check: a softmax-weighted average of V rows is bounded by the
  // largest |v| (plus fp8 rounding of the weights); `mlagen verify --page 16`
  // does the strict comparison.
  double vmax = 0;
  for (int p = 0; p < pages; ++p)
    for (int r = 0; r < page; ++r)
      for (int d = 0; d < V; ++d)
        vmax = std::fmax(vmax, std::fabs(from_fp8(cache[(size_t(p) * page + r) * D + d]) * kv_scale));
  for (size_t i = 0; i < n_out; ++i) {
    double o = from_bf16(res[i]);
    if (!std::isfinite(o) || std::fabs(o) > 1.07 * vmax) die("output " + std::to_string(i) + " is out of bounds");
  }
  CHECK(hipModuleUnload(module));
  std::printf("ok\n");
  return 0;
}
