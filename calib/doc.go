// Package calib is mlagen's calibration kit: micro-kernels that mlagen
// generates (templates/calib) to measure the device properties the timing
// model (package perf) takes as parameters, a runner that runs them on a
// backend, a fit from their raw counts to parameters, and the parameter file
// that `mlagen model --params-file` and `mlagen tune --params-file` read.
// docs/calibration.md says what each kernel measures and how each parameter
// is fitted.
package calib
