// The C planner's benchmark driver (BenchmarkCPlanner in plan/bench_test.go):
// reads batch and n, then batch int32 lengths, from stdin; plans them n times
// into one reused buffer with the default parameters; prints the process CPU
// time per call in nanoseconds.
#define _POSIX_C_SOURCE 199309L  // clock_gettime in strict C11
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "mla_plan.h"

int main(void) {
  int32_t hdr[2];
  if (fread(hdr, sizeof hdr[0], 2, stdin) != 2) return 2;
  int32_t batch = hdr[0], n = hdr[1];
  int32_t* lens = malloc(sizeof(int32_t) * (size_t)(batch > 0 ? batch : 1));
  if (fread(lens, sizeof lens[0], (size_t)batch, stdin) != (size_t)batch) return 2;
  mla_plan_params p = mla_plan_defaults(batch);
  mla_plan_layout lay;
  if (mla_plan_get_layout(&p, &lay) != MLA_PLAN_OK) return 2;
  int32_t* plan = malloc(sizeof(int32_t) * (size_t)lay.ints);
  struct timespec t0, t1;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
  int32_t items = 0;
  for (int32_t i = 0; i < n; i++) {
    if (mla_plan_build(&p, lens, batch, plan, lay.ints) != MLA_PLAN_OK) return 2;
    items += plan[MLA_PLAN_HDR_ITEMS];
  }
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
  double ns = ((double)(t1.tv_sec - t0.tv_sec) * 1e9 + (double)(t1.tv_nsec - t0.tv_nsec)) / n;
  printf("%.1f %d\n", ns, items / (n > 0 ? n : 1));
  free(plan);
  free(lens);
  return 0;
}
