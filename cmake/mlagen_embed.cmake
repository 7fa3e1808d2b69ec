# cmake -DOUTPUT=file.c "-DINPUTS=a.hsaco|b.hsaco" -P mlagen_embed.cmake
# cmake -DOUTPUT=file.c -DMANIFEST=dir/manifest.json -P mlagen_embed.cmake
# writes a C (or C++: the text is both) file defining mlagen_code_objects.h's
# functions over byte arrays holding each input file: the INPUTS, or every
# code object the mlagen manifest lists (beside it), for mlagen_add_kernels,
# whose code objects are known only once mlagen has run.
cmake_minimum_required(VERSION 3.16)  # MANIFEST needs 3.19 (string(JSON))
string(REPLACE "|" ";" INPUTS "${INPUTS}")
if(DEFINED MANIFEST)
  file(READ "${MANIFEST}" manifest)
  get_filename_component(dir "${MANIFEST}" DIRECTORY)
  string(JSON n LENGTH "${manifest}" kernels)
  set(INPUTS "")
  if(n GREATER 0)
    math(EXPR last "${n} - 1")
    foreach(k RANGE ${last})
      string(JSON co GET "${manifest}" kernels ${k} code_object)
      list(APPEND INPUTS "${dir}/${co}")
    endforeach()
  endif()
endif()

set(body "/* Written by mlagen_embed.cmake at build time from mlagen's code objects. */\n")
string(APPEND body "#include <string.h>\n#include \"mlagen_code_objects.h\"\n\n")
string(APPEND body "#ifdef __cplusplus\n#define MLAGEN_ALIGN16 alignas(16)\n#else\n#define MLAGEN_ALIGN16 _Alignas(16)\n#endif\n\n")
set(table "")
set(i 0)
foreach(path IN LISTS INPUTS)
  get_filename_component(name "${path}" NAME)
  file(READ "${path}" hex HEX)
  string(LENGTH "${hex}" n)
  math(EXPR bytes "${n} / 2")
  # 0x.., per byte, 16 bytes a line.
  string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," hex "${hex}")
  string(REGEX REPLACE "((0x..,){16})" "\\1\n  " hex "${hex}")
  string(APPEND body "/* ${name}: ${bytes} bytes */\n")
  string(APPEND body "MLAGEN_ALIGN16 static const unsigned char co_${i}[${bytes}] = {\n  ${hex}\n};\n\n")
  string(APPEND table "  {\"${name}\", co_${i}, sizeof co_${i}},\n")
  math(EXPR i "${i} + 1")
endforeach()
if(i EQUAL 0)
  set(table "  {0, 0, 0}\n")
endif()

string(APPEND body "static const struct {\n  const char* name;\n  const unsigned char* data;\n  size_t size;\n} entries[] = {\n${table}};\n\n")
string(APPEND body "int mlagen_num_code_objects(void) { return ${i}; }\n\n")
string(APPEND body [=[
const char* mlagen_code_object_name(int i) {
  return i >= 0 && i < mlagen_num_code_objects() ? entries[i].name : NULL;
}

const unsigned char* mlagen_code_object(const char* file_name, size_t* size) {
  for (int i = 0; file_name && i < mlagen_num_code_objects(); ++i) {
    if (strcmp(entries[i].name, file_name) == 0) {
      if (size) *size = entries[i].size;
      return entries[i].data;
    }
  }
  if (size) *size = 0;
  return NULL;
}
]=])

# Always written, even unchanged: the build tool decides this step is done by
# the output being newer than its inputs.
file(WRITE "${OUTPUT}" "${body}")
