// The C planner's test driver (plan/c_test.go): reads cases from stdin and
// writes what the C library returns to stdout, as little-endian int32s.
//
// stdin:  n, then n cases of {max_batch, cus, wg_per_cu, tile, overhead,
//         q_len, heads, batch, plan_ints, kv_lens[batch]}.
// stdout: mla_plan_strerror of -1..12 (length, bytes); the NULL checks'
//         codes; mla_plan_defaults(4096); then per case the layout's code
//         and its 9 int64s (low, high), the build's code and, if ok, the
//         plan's used int32s. One plan buffer serves every case, never
//         cleared, as a caller reuses it.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mla_plan.h"

static int32_t get(void) {
  int32_t v;
  if (fread(&v, sizeof v, 1, stdin) != 1) {
    fprintf(stderr, "driver: short input\n");
    exit(2);
  }
  return v;
}

static void put(int32_t v) { fwrite(&v, sizeof v, 1, stdout); }

static void put64(int64_t v) {
  put((int32_t)(uint32_t)((uint64_t)v & 0xffffffffu));
  put((int32_t)(uint32_t)((uint64_t)v >> 32));
}

int main(void) {
  for (int32_t c = -1; c <= 12; c++) {
    const char* s = mla_plan_strerror(c);
    put((int32_t)strlen(s));
    fwrite(s, 1, strlen(s), stdout);
  }
  mla_plan_params d = mla_plan_defaults(4096);
  mla_plan_layout lay;
  int32_t one = 1, buf[4];
  put(mla_plan_get_layout(NULL, &lay));
  put(mla_plan_get_layout(&d, NULL));
  put(mla_plan_build(NULL, &one, 1, buf, 4));
  put(mla_plan_build(&d, NULL, 1, buf, 4));
  put(mla_plan_build(&d, &one, 1, NULL, 4));
  put(d.max_batch), put(d.cus), put(d.wg_per_cu), put(d.tile), put(d.overhead), put(d.q_len), put(d.heads);

  int32_t n = get();
  size_t cap = 4;
  int32_t* plan = malloc(sizeof(int32_t) * cap);  // never NULL: ints 0 is a short buffer
  memset(plan, 0x7b, sizeof(int32_t) * cap);
  int32_t* lens = NULL;
  for (int32_t i = 0; i < n; i++) {
    mla_plan_params p;
    p.max_batch = get(), p.cus = get(), p.wg_per_cu = get(), p.tile = get();
    p.overhead = get(), p.q_len = get(), p.heads = get();
    int32_t batch = get(), ints = get();
    free(lens);
    lens = malloc(sizeof(int32_t) * (size_t)(batch > 0 ? batch : 1));
    for (int32_t k = 0; k < batch; k++) lens[k] = get();
    if ((size_t)ints > cap) {
      plan = realloc(plan, sizeof(int32_t) * (size_t)ints);
      memset(plan + cap, 0x7b, sizeof(int32_t) * ((size_t)ints - cap));  // garbage, never read
      cap = (size_t)ints;
    }
    memset(&lay, 0, sizeof lay);
    put(mla_plan_get_layout(&p, &lay));
    put64(lay.wgs), put64(lay.off_wg), put64(lay.off_reduce), put64(lay.off_seqs), put64(lay.off_items);
    put64(lay.max_items), put64(lay.max_partials), put64(lay.ints), put64(lay.workspace_bytes);
    int32_t code = mla_plan_build(&p, lens, batch, plan, ints);
    put(code);
    if (code == MLA_PLAN_OK)
      for (int32_t k = 0; k < plan[MLA_PLAN_HDR_USED]; k++) put(plan[k]);
  }
  free(plan);
  free(lens);
  return fflush(stdout) == 0 ? 0 : 1;
}
