/*
 * mlagen_code_objects.h: mlagen's code objects, embedded in the
 * mlagen::kernels library so that a program needs no files at run time.
 * Load one with hipModuleLoadData(&module, mlagen_code_object(k->code_object, NULL)),
 * where k is an mla_kernel_info from mla_kernels.h. The installed files are
 * the same bytes, in the folder MLAGEN_CODE_OBJECT_DIR, for hipModuleLoad.
 */
#ifndef MLAGEN_CODE_OBJECTS_H
#define MLAGEN_CODE_OBJECTS_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The code object whose file name is file_name (mla_kernel_info.code_object,
 * e.g. "mla_decode_s8_p2_t32.hsaco"), 16-byte aligned, with its size in
 * *size if size is not NULL; NULL if the package has no such code object. */
const unsigned char* mlagen_code_object(const char* file_name, size_t* size);

/* The number of embedded code objects, and the file name of the i-th. */
int mlagen_num_code_objects(void);
const char* mlagen_code_object_name(int i);

#ifdef __cplusplus
}
#endif
#endif /* MLAGEN_CODE_OBJECTS_H */
