//go:build !rocm

package hip

import "unsafe"

const built = false

// hipDriver without the rocm build tag: every call fails with ErrNotBuilt.
type hipDriver struct{}

func (hipDriver) init() error                            { return ErrNotBuilt }
func (hipDriver) deviceCount() (int, error)              { return 0, ErrNotBuilt }
func (hipDriver) setDevice(int) error                    { return ErrNotBuilt }
func (hipDriver) deviceProps(int) (DeviceInfo, error)    { return DeviceInfo{}, ErrNotBuilt }
func (hipDriver) streamCreate() (unsafe.Pointer, error)  { return nil, ErrNotBuilt }
func (hipDriver) streamDestroy(unsafe.Pointer) error     { return ErrNotBuilt }
func (hipDriver) streamSynchronize(unsafe.Pointer) error { return ErrNotBuilt }
func (hipDriver) malloc(int64) (uint64, error)           { return 0, ErrNotBuilt }
func (hipDriver) free(uint64) error                      { return ErrNotBuilt }
func (hipDriver) memcpyHtoD(uint64, []byte) error        { return ErrNotBuilt }
func (hipDriver) memcpyDtoH([]byte, uint64) error        { return ErrNotBuilt }
func (hipDriver) memsetAsync(uint64, byte, int64, unsafe.Pointer) error {
	return ErrNotBuilt
}
func (hipDriver) moduleLoadData(unsafe.Pointer) (unsafe.Pointer, error) { return nil, ErrNotBuilt }
func (hipDriver) moduleUnload(unsafe.Pointer) error                     { return ErrNotBuilt }
func (hipDriver) moduleGetFunction(unsafe.Pointer, string) (unsafe.Pointer, error) {
	return nil, ErrNotBuilt
}
func (hipDriver) launch(unsafe.Pointer, [3]uint32, [3]uint32, unsafe.Pointer, []byte) error {
	return ErrNotBuilt
}
func (hipDriver) eventCreate() (unsafe.Pointer, error)             { return nil, ErrNotBuilt }
func (hipDriver) eventRecord(unsafe.Pointer, unsafe.Pointer) error { return ErrNotBuilt }
func (hipDriver) eventSynchronize(unsafe.Pointer) error            { return ErrNotBuilt }
func (hipDriver) eventElapsedMs(unsafe.Pointer, unsafe.Pointer) (float32, error) {
	return 0, ErrNotBuilt
}
func (hipDriver) eventDestroy(unsafe.Pointer) error       { return ErrNotBuilt }
func (hipDriver) streamBeginCapture(unsafe.Pointer) error { return ErrNotBuilt }
func (hipDriver) streamEndCapture(unsafe.Pointer) (unsafe.Pointer, error) {
	return nil, ErrNotBuilt
}
func (hipDriver) graphInstantiate(unsafe.Pointer) (unsafe.Pointer, error) {
	return nil, ErrNotBuilt
}
func (hipDriver) graphLaunch(unsafe.Pointer, unsafe.Pointer) error { return ErrNotBuilt }
func (hipDriver) graphExecDestroy(unsafe.Pointer) error            { return ErrNotBuilt }
func (hipDriver) graphDestroy(unsafe.Pointer) error                { return ErrNotBuilt }
func (hipDriver) cAlloc([]byte) unsafe.Pointer                     { return nil }
func (hipDriver) cFree(unsafe.Pointer)                             {}
