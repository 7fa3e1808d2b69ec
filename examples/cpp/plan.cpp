// mla_plan_example: a C++ consumer of mlagen's split planner (mla_plan.h,
// the target mlagen::plan): it plans a ragged batch for a persistent decode
// kernel the way a serving loop would, with buffers sized once for
// max_batch sequences, and prints what each workgroup got.
//
//   mla_plan_example KV_LEN,KV_LEN,... [PLAN.bin]
//
// With PLAN.bin it also writes the plan's used int32s (little-endian, what a
// host copies to the device); `mlagen plan --kv-lens ... --bin FILE` writes
// the same bytes (scripts/check-downstream.sh compares them). Plain C++17: no
// HIP, no GPU.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "mla_plan.h"

int main(int argc, char** argv) {
  if (argc < 2 || argc > 3) {
    std::fprintf(stderr, "usage: mla_plan_example KV_LEN,KV_LEN,... [PLAN.bin]\n");
    return 2;
  }
  std::vector<int32_t> lens;
  for (const char* s = argv[1]; *s;) {
    char* end;
    long v = std::strtol(s, &end, 10);
    if (end == s || v < 0 || v > INT32_MAX || (*end && *end != ',')) {
      std::fprintf(stderr, "mla_plan_example: bad KV length list %s\n", argv[1]);
      return 2;
    }
    lens.push_back(int32_t(v));
    s = *end ? end + 1 : end;
  }

  // Once, at startup: the layout depends on max_batch, CUs and workgroups
  // per CU alone, so the plan buffer (and the workspace) are allocated once.
  mla_plan_params p = mla_plan_defaults(int32_t(lens.size()));
  mla_plan_layout lay;
  int32_t err = mla_plan_get_layout(&p, &lay);
  if (err != MLA_PLAN_OK) {
    std::fprintf(stderr, "mla_plan_example: %s\n", mla_plan_strerror(err));
    return 2;
  }
  std::vector<int32_t> plan(size_t(lay.ints));

  // Each step: refill it.
  err = mla_plan_build(&p, lens.data(), int32_t(lens.size()), plan.data(), lay.ints);
  if (err != MLA_PLAN_OK) {
    std::fprintf(stderr, "mla_plan_example: %s\n", mla_plan_strerror(err));
    return 2;
  }
  const int32_t* wg = &plan[size_t(plan[MLA_PLAN_HDR_OFF_WG])];
  const int32_t* items = &plan[size_t(plan[MLA_PLAN_HDR_OFF_ITEMS])];
  std::printf("batch %d: %d workgroups, %d items, %d partials, %d sequences to reduce; buffers %lld int32s, workspace %lld bytes\n",
              plan[MLA_PLAN_HDR_BATCH], plan[MLA_PLAN_HDR_WGS], plan[MLA_PLAN_HDR_ITEMS],
              plan[MLA_PLAN_HDR_PARTIALS], plan[MLA_PLAN_HDR_REDUCE], (long long)lay.ints,
              (long long)lay.workspace_bytes);
  for (int32_t g = 0; g < plan[MLA_PLAN_HDR_WGS] && g < 4; g++) {
    std::printf("workgroup %d:", g);
    for (int32_t i = wg[g]; i < wg[g + 1]; i++) {
      const int32_t* it = &items[MLA_PLAN_ITEM_INTS * i];
      std::printf(" seq %d [%d, %d) -> %s", it[MLA_PLAN_ITEM_SEQ], it[MLA_PLAN_ITEM_BEGIN], it[MLA_PLAN_ITEM_END],
                  it[MLA_PLAN_ITEM_PARTIAL] < 0 ? "out" : ("partial " + std::to_string(it[MLA_PLAN_ITEM_PARTIAL])).c_str());
    }
    std::printf("\n");
  }

  if (argc == 3) {
    FILE* f = std::fopen(argv[2], "wb");
    size_t n = size_t(plan[MLA_PLAN_HDR_USED]);
    bool ok = f != nullptr;
    for (size_t i = 0; ok && i < n; i++) {  // little-endian whatever the host
      uint32_t v = uint32_t(plan[i]);
      unsigned char b[4] = {uint8_t(v), uint8_t(v >> 8), uint8_t(v >> 16), uint8_t(v >> 24)};
      ok = std::fwrite(b, 1, 4, f) == 4;
    }
    if (f && std::fclose(f) != 0) ok = false;
    if (!ok) {
      std::fprintf(stderr, "mla_plan_example: writing %s failed\n", argv[2]);
      return 1;
    }
  }
  return 0;
}
