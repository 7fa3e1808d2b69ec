package codeobj

import (
	"bufio"
	"bytes"
	"debug/elf"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/internal/testenv"
)

// The seed kernel is ../shared/seed (beside the module root), built by testenv.Seed.

const (
	pipelineKernel = "_Z24mla_mfma_pipeline_kernelPKtPKhPfS3_S3_PtPKiS6_PKfif"
	genericReduce  = "_Z25mla_reduce_kernel_genericPKfS0_S0_PtS0_i"
)

// reduceKernel is the mangled name of mla_reduce_kernel<n>.
func reduceKernel(n int) string { return fmt.Sprintf("_Z17mla_reduce_kernelILi%dEEvPKfS1_S1_PtS1_", n) }

var reduceSplits = []int{3, 8, 12, 16, 24, 64}

func parseSeed(t *testing.T) (*CodeObject, []byte, string) {
	t.Helper()
	path, b := testenv.Seed(t)
	c, err := Parse(b)
	if err != nil {
		t.Fatalf("Parse(seed): %v", err)
	}
	return c, b, path
}

func TestSeedKernels(t *testing.T) {
	c, _, _ := parseSeed(t)
	if c.Target != "amdgcn-amd-amdhsa--gfx950" {
		t.Errorf("target %q", c.Target)
	}
	if c.Version != [2]int{1, 2} {
		t.Errorf("metadata version %v, want [1 2]", c.Version)
	}
	if c.Flags&0xff != 0x4f {
		t.Errorf("e_flags %#x: EF_AMDGPU_MACH is not gfx950 (0x4f)", c.Flags)
	}
	names := []string{pipelineKernel, genericReduce}
	for _, n := range reduceSplits {
		names = append(names, reduceKernel(n))
	}
	if len(c.Kernels) != len(names) {
		t.Errorf("%d kernels, want %d", len(c.Kernels), len(names))
	}
	for _, n := range names {
		if _, err := c.Kernel(n); err != nil {
			t.Error(err)
		}
	}

	k, err := c.Kernel(pipelineKernel)
	if err != nil {
		t.Fatal(err)
	}
	if k.Symbol != pipelineKernel+".kd" {
		t.Errorf("symbol %q", k.Symbol)
	}
	// Explicit arguments: q, kv, partial_m, partial_l, partial_acc, out,
	// qo_indptr, kv_indptr, kv_scale (pointers), num_splits, sm_scale (by value).
	args := k.ExplicitArgs()
	if len(args) != 11 {
		t.Fatalf("%d explicit args, want 11: %+v", len(args), args)
	}
	for i, a := range args {
		wantOff, wantSize, wantKind := uint32(8*i), uint32(8), "global_buffer"
		if i >= 9 {
			wantOff, wantSize, wantKind = uint32(72+4*(i-9)), 4, "by_value"
		}
		if a.Offset != wantOff || a.Size != wantSize || a.ValueKind != wantKind {
			t.Errorf("arg %d = %+v, want offset %d size %d %s", i, a, wantOff, wantSize, wantKind)
		}
		if wantKind == "global_buffer" && a.AddressSpace != "global" {
			t.Errorf("arg %d address space %q", i, a.AddressSpace)
		}
	}
	// With -nogpulib nothing reads the implicit kernargs, so LLVM emits no
	// hidden_* arguments and the kernarg segment ends with the last explicit one.
	if len(k.Args) != len(args) {
		t.Logf("note: %d hidden args present", len(k.Args)-len(args))
	}
	if k.KernargSize != 80 || k.KernargAlign != 8 || k.Descriptor.KernargSize != 80 {
		t.Errorf("kernarg size %d align %d (descriptor %d), want 80 8", k.KernargSize, k.KernargAlign, k.Descriptor.KernargSize)
	}
	if k.WavefrontSize != 64 || k.MaxFlatWorkgroupSize != 256 {
		t.Errorf("wavefront %d max flat workgroup %d, want 64 256", k.WavefrontSize, k.MaxFlatWorkgroupSize)
	}
	if k.VGPRSpillCount != 0 || k.SGPRSpillCount != 0 || k.PrivateSegmentFixedSize != 0 || k.UsesDynamicStack {
		t.Errorf("spills %d/%d scratch %d dynamic stack %v, want none", k.VGPRSpillCount, k.SGPRSpillCount, k.PrivateSegmentFixedSize, k.UsesDynamicStack)
	}
	// The grid is (num_splits, batch): workgroup IDs X and Y only.
	if x, y, z := k.Descriptor.WorkgroupIDEnabled(); !x || !y || z {
		t.Errorf("workgroup IDs enabled %v %v %v, want X and Y", x, y, z)
	}

	for _, n := range reduceSplits {
		k, err := c.Kernel(reduceKernel(n))
		if err != nil {
			continue
		}
		checkReduceArgs(t, k, 5)
	}
	if k, err := c.Kernel(genericReduce); err == nil {
		checkReduceArgs(t, k, 6)
	}

	if v := testenv.ClangVersion(t); !strings.Contains(v, "clang version 22.1.8") {
		t.Logf("compiler is %q, not clang 22.1.8: skipping the exact resource counts", v)
		return
	}
	if c.CodeObjectVersion != 6 {
		t.Errorf("code object version %d, want 6 (clang 22 default)", c.CodeObjectVersion)
	}
	if k.VGPRCount != 158 || k.AGPRCount != 0 || k.SGPRCount != 43 || k.GroupSegmentFixedSize != 45312 {
		t.Errorf("%s: %d VGPRs %d AGPRs %d SGPRs %d bytes LDS, want 158 0 43 45312",
			k.Name, k.VGPRCount, k.AGPRCount, k.SGPRCount, k.GroupSegmentFixedSize)
	}
	if len(k.Args) != 11 {
		t.Errorf("%d args in the note, want 11 (no hidden args with -nogpulib)", len(k.Args))
	}
	d := k.Descriptor
	if d.VGPRGranules() != 19 || d.AccumOffset() != 160 || d.SGPRGranules() != 12 {
		t.Errorf("descriptor VGPR granules %d accum offset %d SGPR granules %d, want 19 160 12",
			d.VGPRGranules(), d.AccumOffset(), d.SGPRGranules())
	}
}

// checkReduceArgs checks the reduce kernels' signature: partial_m, partial_l,
// partial_acc, out, kv_scale (pointers) and, for the generic one, num_splits.
func checkReduceArgs(t *testing.T, k *Kernel, n int) {
	t.Helper()
	args := k.ExplicitArgs()
	if len(args) != n {
		t.Errorf("%s: %d explicit args, want %d", k.Name, len(args), n)
		return
	}
	for i, a := range args {
		wantSize, wantKind := uint32(8), "global_buffer"
		if i == 5 {
			wantSize, wantKind = 4, "by_value"
		}
		if a.Offset != uint32(8*i) || a.Size != wantSize || a.ValueKind != wantKind {
			t.Errorf("%s arg %d = %+v", k.Name, i, a)
		}
	}
	wantKernarg := uint32(8 * 5)
	if n == 6 {
		wantKernarg = 44
	}
	if k.KernargSize != wantKernarg || k.MaxFlatWorkgroupSize != 512 || k.WavefrontSize != 64 {
		t.Errorf("%s: kernarg size %d max flat workgroup %d wavefront %d, want %d 512 64",
			k.Name, k.KernargSize, k.MaxFlatWorkgroupSize, k.WavefrontSize, wantKernarg)
	}
}

// TestSeedConsistency checks every kernel's descriptor against its metadata
// and against the ELF sections and symbols as debug/elf reads them.
func TestSeedConsistency(t *testing.T) {
	c, b, _ := parseSeed(t)
	f, err := elf.NewFile(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	text, rodata := f.Section(".text"), f.Section(".rodata")
	if text == nil || rodata == nil {
		t.Fatal("seed has no .text or .rodata")
	}
	syms, err := f.Symbols()
	if err != nil {
		t.Fatal(err)
	}
	symval := map[string]elf.Symbol{}
	for _, s := range syms {
		symval[s.Name] = s
	}
	for _, k := range c.Kernels {
		d := k.Descriptor
		if d.GroupSegmentFixedSize != k.GroupSegmentFixedSize || d.PrivateSegmentFixedSize != k.PrivateSegmentFixedSize ||
			d.KernargSize != k.KernargSize {
			t.Errorf("%s: descriptor LDS/scratch/kernarg %d/%d/%d, metadata %d/%d/%d", k.Name,
				d.GroupSegmentFixedSize, d.PrivateSegmentFixedSize, d.KernargSize,
				k.GroupSegmentFixedSize, k.PrivateSegmentFixedSize, k.KernargSize)
		}
		if s := symval[k.Symbol]; s.Value != k.DescriptorAddr || s.Size != DescriptorSize {
			t.Errorf("%s: descriptor at %#x, symbol %s = %#x size %d", k.Name, k.DescriptorAddr, k.Symbol, s.Value, s.Size)
		}
		if k.DescriptorAddr < rodata.Addr || k.DescriptorAddr+DescriptorSize > rodata.Addr+rodata.Size {
			t.Errorf("%s: descriptor %#x outside .rodata", k.Name, k.DescriptorAddr)
		}
		if k.EntryAddr < text.Addr || k.EntryAddr >= text.Addr+text.Size {
			t.Errorf("%s: entry %#x outside .text [%#x, %#x)", k.Name, k.EntryAddr, text.Addr, text.Addr+text.Size)
		}
		if s := symval[k.Name]; elf.ST_TYPE(s.Info) != elf.STT_FUNC || s.Value != k.EntryAddr {
			t.Errorf("%s: entry %#x, function symbol %#x", k.Name, k.EntryAddr, s.Value)
		}
		if k.EntryAddr%256 != 0 {
			t.Errorf("%s: entry %#x not 256-byte aligned", k.Name, k.EntryAddr)
		}
		// Registers: the descriptor allocates at least what the metadata reports.
		// AGPRs start at the first multiple of 4 at or above the VGPR count.
		if got := (d.VGPRGranules() + 1) * 8; got < d.AccumOffset()+k.AGPRCount || d.AccumOffset() < k.VGPRCount ||
			(k.VGPRCount > 0 && d.AccumOffset() >= k.VGPRCount+4) {
			t.Errorf("%s: %d VGPRs + %d AGPRs, descriptor allocates %d with accum offset %d",
				k.Name, k.VGPRCount, k.AGPRCount, got, d.AccumOffset())
		}
		if got := (d.SGPRGranules() + 1) * 8; got < k.SGPRCount {
			t.Errorf("%s: %d SGPRs, descriptor allocates %d", k.Name, k.SGPRCount, got)
		}
		// User SGPRs: only the kernarg segment pointer (2 SGPRs).
		n := 0
		for _, u := range d.UserSGPRs() {
			n += u.Dwords
		}
		if n > d.UserSGPRCount() {
			t.Errorf("%s: %d user SGPRs enabled (%v) but USER_SGPR_COUNT %d", k.Name, n, d.UserSGPRs(), d.UserSGPRCount())
		}
		if d.UserSGPRCount() != 2 || d.KernelCodeProperties != 1<<3 {
			t.Errorf("%s: USER_SGPR_COUNT %d, kernel code properties %#x; want 2 and only the kernarg segment pointer",
				k.Name, d.UserSGPRCount(), d.KernelCodeProperties)
		}
		if d.KernargPreload != 0 {
			t.Errorf("%s: kernarg preload %#x, want none", k.Name, d.KernargPreload)
		}
		if d.PrivateSegment() || d.UsesDynamicStack() != k.UsesDynamicStack || d.WavefrontSize32() || d.TGSplit() {
			t.Errorf("%s: private segment %v dynamic stack %v wave32 %v tgsplit %v", k.Name,
				d.PrivateSegment(), d.UsesDynamicStack(), d.WavefrontSize32(), d.TGSplit())
		}
		if x, _, _ := d.WorkgroupIDEnabled(); !x || d.WorkitemIDEnable() != 0 {
			t.Errorf("%s: workgroup ID X %v, workitem IDs %d; want X and X only", k.Name, x, d.WorkitemIDEnable())
		}
	}
}

// TestSeedImage checks the loadable image against the file's segments and sections.
func TestSeedImage(t *testing.T) {
	c, b, _ := parseSeed(t)
	f, err := elf.NewFile(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	var end uint64
	for _, p := range f.Progs {
		if p.Type != elf.PT_LOAD {
			continue
		}
		end = max(end, p.Vaddr+p.Memsz)
		if !bytes.Equal(c.Image[p.Vaddr:p.Vaddr+p.Filesz], b[p.Off:p.Off+p.Filesz]) {
			t.Errorf("segment at %#x differs from the file", p.Vaddr)
		}
	}
	if uint64(len(c.Image)) != end {
		t.Errorf("image %#x bytes, want %#x", len(c.Image), end)
	}
	for _, s := range f.Sections {
		if s.Flags&elf.SHF_ALLOC == 0 || s.Size == 0 {
			continue
		}
		img := c.Image[s.Addr : s.Addr+s.Size]
		if s.Type == elf.SHT_NOBITS {
			if !bytes.Equal(img, make([]byte, s.Size)) {
				t.Errorf("%s (NOBITS) is not zero in the image", s.Name)
			}
			continue
		}
		data, err := s.Data()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(img, data) {
			t.Errorf("%s differs between image and file", s.Name)
		}
	}
}

func run(t *testing.T, name string, args ...string) string {
	t.Helper()
	out, err := exec.Command(name, args...).Output()
	if err != nil {
		t.Fatalf("%s %s: %v", name, strings.Join(args, " "), err)
	}
	return string(out)
}

// TestSeedReadelfNotes compares the metadata with llvm-readelf --notes' YAML rendering.
func TestSeedReadelfNotes(t *testing.T) {
	c, _, path := parseSeed(t)
	out := run(t, testenv.Tool(t, "llvm-readelf-22"), "--notes", path)

	// Kernel entries start at "  - " and their own keys sit at 4 spaces;
	// argument keys are deeper, and "      - " starts an argument.
	type entry struct {
		keys  map[string]string
		nargs int
	}
	var kernels []*entry
	target := ""
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "amdhsa.target:"):
			target = strings.TrimSpace(strings.TrimPrefix(line, "amdhsa.target:"))
		case strings.HasPrefix(line, "  - ."):
			kernels = append(kernels, &entry{keys: map[string]string{}})
			line = "    " + line[4:]
			fallthrough
		case strings.HasPrefix(line, "    .") && len(kernels) > 0:
			k, v, _ := strings.Cut(strings.TrimSpace(line), ":")
			kernels[len(kernels)-1].keys[k] = strings.TrimSpace(v)
		case strings.HasPrefix(line, "      - ") && len(kernels) > 0:
			kernels[len(kernels)-1].nargs++
		}
	}
	if target != c.Target {
		t.Errorf("target %q, llvm-readelf %q", c.Target, target)
	}
	if len(kernels) != len(c.Kernels) {
		t.Fatalf("%d kernels, llvm-readelf shows %d", len(c.Kernels), len(kernels))
	}
	for i, e := range kernels {
		k := c.Kernels[i]
		ints := map[string]int{
			".vgpr_count": k.VGPRCount, ".agpr_count": k.AGPRCount, ".sgpr_count": k.SGPRCount,
			".vgpr_spill_count": k.VGPRSpillCount, ".sgpr_spill_count": k.SGPRSpillCount,
			".group_segment_fixed_size":   int(k.GroupSegmentFixedSize),
			".private_segment_fixed_size": int(k.PrivateSegmentFixedSize),
			".kernarg_segment_size":       int(k.KernargSize), ".kernarg_segment_align": int(k.KernargAlign),
			".wavefront_size": k.WavefrontSize, ".max_flat_workgroup_size": k.MaxFlatWorkgroupSize,
		}
		if e.keys[".name"] != k.Name || e.keys[".symbol"] != k.Symbol {
			t.Errorf("kernel %d: %s/%s, llvm-readelf %s/%s", i, k.Name, k.Symbol, e.keys[".name"], e.keys[".symbol"])
		}
		for key, got := range ints {
			want, err := strconv.Atoi(e.keys[key])
			if err != nil || got != want {
				t.Errorf("%s %s = %d, llvm-readelf %q", k.Name, key, got, e.keys[key])
			}
		}
		if e.keys[".uses_dynamic_stack"] != strconv.FormatBool(k.UsesDynamicStack) {
			t.Errorf("%s .uses_dynamic_stack = %v, llvm-readelf %q", k.Name, k.UsesDynamicStack, e.keys[".uses_dynamic_stack"])
		}
		if e.nargs != len(k.Args) {
			t.Errorf("%s: %d args, llvm-readelf %d", k.Name, len(k.Args), e.nargs)
		}
	}
}

// TestSeedObjdumpDescriptors compares the descriptors with llvm-objdump: the raw
// .rodata bytes (-s) and the .amdhsa_* directives its disassembler reconstructs
// from each descriptor (-D), which exercise every accessor.
func TestSeedObjdumpDescriptors(t *testing.T) {
	c, _, path := parseSeed(t)
	objdump := testenv.Tool(t, "llvm-objdump-22")

	// Raw bytes: " 24c0 00b10000 00000000 50000000 00000000  ........P.......".
	raw := map[uint64]byte{}
	for _, line := range strings.Split(run(t, objdump, "-s", "-j", ".rodata", path), "\n") {
		if !strings.HasPrefix(line, " ") {
			continue
		}
		fields := strings.Fields(line)
		addr, err := strconv.ParseUint(fields[0], 16, 64)
		if err != nil {
			continue
		}
		hexPart := line[len(fields[0])+2:]
		hexPart = hexPart[:min(35, len(hexPart))]
		for _, g := range strings.Fields(hexPart) {
			bs, err := hex.DecodeString(g)
			if err != nil {
				t.Fatalf("bad objdump line %q", line)
			}
			for _, x := range bs {
				raw[addr] = x
				addr++
			}
		}
	}
	for _, k := range c.Kernels {
		kd := make([]byte, DescriptorSize)
		for i := range kd {
			x, ok := raw[k.DescriptorAddr+uint64(i)]
			if !ok {
				t.Fatalf("%s: objdump shows no byte at %#x", k.Symbol, k.DescriptorAddr+uint64(i))
			}
			kd[i] = x
		}
		le := binary.LittleEndian
		if le.Uint32(kd[0:]) != k.Descriptor.GroupSegmentFixedSize || le.Uint32(kd[8:]) != k.Descriptor.KernargSize ||
			k.DescriptorAddr+le.Uint64(kd[16:]) != k.EntryAddr || le.Uint32(kd[48:]) != k.Descriptor.Rsrc1 ||
			le.Uint32(kd[52:]) != k.Descriptor.Rsrc2 || le.Uint32(kd[44:]) != k.Descriptor.Rsrc3 ||
			le.Uint16(kd[56:]) != k.Descriptor.KernelCodeProperties {
			t.Errorf("%s: descriptor %+v, objdump bytes %x", k.Name, k.Descriptor, kd)
		}
	}

	// Directives: "<NAME.kd>:" then ".amdhsa_kernel NAME", "\t.amdhsa_x N" lines.
	dirs := map[string]map[string]int64{}
	var cur map[string]int64
	for _, line := range strings.Split(run(t, objdump, "-D", "-j", ".rodata", path), "\n") {
		line = strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(line, ".amdhsa_kernel "):
			cur = map[string]int64{}
			dirs[strings.TrimPrefix(line, ".amdhsa_kernel ")] = cur
		case line == ".end_amdhsa_kernel":
			cur = nil
		case cur != nil && strings.HasPrefix(line, ".amdhsa_"):
			f := strings.Fields(line)
			if len(f) == 2 {
				if v, err := strconv.ParseInt(f[1], 0, 64); err == nil {
					cur[strings.TrimPrefix(f[0], ".amdhsa_")] = v
				}
			}
		}
	}
	b2i := func(b bool) int64 {
		if b {
			return 1
		}
		return 0
	}
	for _, k := range c.Kernels {
		got, ok := dirs[k.Name]
		if !ok {
			t.Errorf("%s: llvm-objdump shows no .amdhsa_kernel", k.Name)
			continue
		}
		d := k.Descriptor
		x, y, z := d.WorkgroupIDEnabled()
		want := map[string]int64{
			"group_segment_fixed_size":         int64(d.GroupSegmentFixedSize),
			"private_segment_fixed_size":       int64(d.PrivateSegmentFixedSize),
			"kernarg_size":                     int64(d.KernargSize),
			"accum_offset":                     int64(d.AccumOffset()),
			"tg_split":                         b2i(d.TGSplit()),
			"next_free_vgpr":                   int64(d.VGPRGranules()+1) * 8,
			"next_free_sgpr":                   int64(d.SGPRGranules()+1) * 8,
			"float_round_mode_32":              int64(d.FloatRoundMode32()),
			"float_round_mode_16_64":           int64(d.FloatRoundMode1664()),
			"float_denorm_mode_32":             int64(d.FloatDenormMode32()),
			"float_denorm_mode_16_64":          int64(d.FloatDenormMode1664()),
			"dx10_clamp":                       b2i(d.DX10Clamp()),
			"ieee_mode":                        b2i(d.IEEEMode()),
			"fp16_overflow":                    b2i(d.FP16Overflow()),
			"enable_private_segment":           b2i(d.PrivateSegment()),
			"system_sgpr_workgroup_id_x":       b2i(x),
			"system_sgpr_workgroup_id_y":       b2i(y),
			"system_sgpr_workgroup_id_z":       b2i(z),
			"system_sgpr_workgroup_info":       b2i(d.WorkgroupInfoEnabled()),
			"system_vgpr_workitem_id":          int64(d.WorkitemIDEnable()),
			"user_sgpr_dispatch_ptr":           b2i(d.HasDispatchPtr()),
			"user_sgpr_queue_ptr":              b2i(d.HasQueuePtr()),
			"user_sgpr_kernarg_segment_ptr":    b2i(d.HasKernargSegmentPtr()),
			"user_sgpr_dispatch_id":            b2i(d.HasDispatchID()),
			"user_sgpr_private_segment_size":   b2i(d.HasPrivateSegmentSize()),
			"uses_dynamic_stack":               b2i(d.UsesDynamicStack()),
			"user_sgpr_private_segment_buffer": b2i(d.HasPrivateSegmentBuffer()),
			"user_sgpr_flat_scratch_init":      b2i(d.HasFlatScratchInit()),
			"user_sgpr_count":                  int64(d.UserSGPRCount()),
			"user_sgpr_kernarg_preload_length": int64(d.KernargPreloadLength()),
			"user_sgpr_kernarg_preload_offset": int64(d.KernargPreloadOffset()),
		}
		// Directives this LLVM prints must agree; the core ones must be printed.
		core := []string{"group_segment_fixed_size", "kernarg_size", "accum_offset", "next_free_vgpr",
			"next_free_sgpr", "float_denorm_mode_32", "system_sgpr_workgroup_id_x", "user_sgpr_kernarg_segment_ptr"}
		for _, key := range core {
			if _, ok := got[key]; !ok {
				t.Errorf("%s: llvm-objdump prints no .amdhsa_%s", k.Name, key)
			}
		}
		for key, w := range want {
			if g, ok := got[key]; ok && g != w {
				t.Errorf("%s: .amdhsa_%s: accessor %d, llvm-objdump %d", k.Name, key, w, g)
			}
		}
	}
}
