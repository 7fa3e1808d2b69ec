# cmake -DOUTPUT=file.c "-DINPUTS=a.hsaco|b.hsaco" -P mlagen_embed.cmake
# writes a C file defining mlagen_code_objects.h's functions over byte arrays
# holding each input file.
cmake_minimum_required(VERSION 3.16)
string(REPLACE "|" ";" INPUTS "${INPUTS}")

set(body "/* Written by cmake/mlagen_embed.cmake at build time from mlagen's code objects. */\n")
string(APPEND body "#include <string.h>\n#include \"mlagen_code_objects.h\"\n\n")
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
  string(APPEND body "static _Alignas(16) const unsigned char co_${i}[${bytes}] = {\n  ${hex}\n};\n\n")
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

# Write only on change, so dependents do not rebuild for nothing.
if(EXISTS "${OUTPUT}")
  file(READ "${OUTPUT}" old)
  if(old STREQUAL body)
    return()
  endif()
endif()
file(WRITE "${OUTPUT}" "${body}")
