# mlagen_add_kernels(<target> SHAPES BxL... [CONFIGS NAME...] [OUTPUT_DIR dir] [COMPILER path])
#
# Generates and compiles mlagen's gfx950 kernels at build time, for the
# shapes given (each gets the config mlagen picks for it, as with
# `mlagen --shape`) and the configs named, and defines <target>: a static
# library with every code object embedded (mlagen_code_objects.h) and the
# generated mla_kernels.h, used exactly as mlagen::kernels is:
#
#   mlagen_add_kernels(app_kernels SHAPES 64x8192 3x777)
#   target_link_libraries(app PRIVATE app_kernels)
#
# The outputs (HIP sources, code objects, mla_kernels.h, manifest.json) go to
# OUTPUT_DIR (default <build dir>/mlagen/<target>), which the definition
# MLAGEN_CODE_OBJECT_DIR names; MLAGEN_KERNELS_TARGET is "<target>" (so code
# can tell it was built over such a library). The build runs the mlagen tool
# (MLAGEN_EXECUTABLE, found by find_package(mlagen)) and a gfx950 compiler
# (clang++-22/21/20 or hipcc, found by mlagen; COMPILER picks one). A rebuild
# with the same arguments does nothing; changed arguments regenerate.
#
# A program links one kernel library: each defines the mlagen_code_object
# functions.
include_guard(GLOBAL)

function(mlagen_add_kernels target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "OUTPUT_DIR;COMPILER" "SHAPES;CONFIGS")
  set(usage "mlagen_add_kernels(<target> SHAPES BxL... [CONFIGS NAME...] [OUTPUT_DIR dir] [COMPILER path])")
  if(CMAKE_VERSION VERSION_LESS 3.19)
    message(FATAL_ERROR "mlagen_add_kernels needs CMake 3.19 or newer (this is ${CMAKE_VERSION})")
  endif()
  if(arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "mlagen_add_kernels(${target}): unexpected arguments \"${arg_UNPARSED_ARGUMENTS}\"; usage: ${usage}")
  endif()
  if(NOT arg_SHAPES AND NOT arg_CONFIGS)
    message(FATAL_ERROR "mlagen_add_kernels(${target}): give SHAPES (e.g. SHAPES 64x8192 3x777) or CONFIGS; usage: ${usage}")
  endif()
  foreach(s IN LISTS arg_SHAPES)
    if(NOT s MATCHES "^[1-9][0-9]*x[1-9][0-9]*$")
      message(FATAL_ERROR "mlagen_add_kernels(${target}): shape \"${s}\" is not BATCHxKV_LEN (e.g. 64x8192)")
    endif()
  endforeach()
  foreach(c IN LISTS arg_CONFIGS)
    # Dimension suffixes (_pg16, _lse, ...) are mlagen's to check (mla.ParseName).
    if(NOT c MATCHES "^mla_decode_s[0-9]+_p[0-9]+_t[0-9]+(_[a-z0-9]+)*$")
      message(FATAL_ERROR "mlagen_add_kernels(${target}): config \"${c}\" is not a config name (e.g. mla_decode_s8_p2_t32, mla_decode_s16_p3_t32_pg16)")
    endif()
  endforeach()
  if(NOT MLAGEN_EXECUTABLE)
    message(FATAL_ERROR "mlagen_add_kernels(${target}): the mlagen tool was not found: install the mlagen package "
                        "with it (the default, -DMLAGEN_INSTALL_TOOL=ON, builds it with Go), put mlagen on PATH, "
                        "or set MLAGEN_EXECUTABLE")
  endif()

  # The code-object file is C, or C++ in a project without C (its text is both).
  get_property(languages GLOBAL PROPERTY ENABLED_LANGUAGES)
  if("C" IN_LIST languages)
    set(ext c)
  elseif("CXX" IN_LIST languages)
    set(ext cpp)
  else()
    message(FATAL_ERROR "mlagen_add_kernels(${target}): enable C or CXX in project()")
  endif()

  if(NOT arg_OUTPUT_DIR)
    set(arg_OUTPUT_DIR "${CMAKE_CURRENT_BINARY_DIR}/mlagen/${target}")
  endif()
  get_filename_component(dir "${arg_OUTPUT_DIR}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")
  set(src "${dir}/mlagen_code_objects.${ext}")

  set(cmd "${MLAGEN_EXECUTABLE}")
  set(what "")
  if(arg_SHAPES)
    list(JOIN arg_SHAPES "," shapes)
    list(APPEND cmd --shape "${shapes}")
    string(APPEND what " ${shapes}")
  endif()
  if(arg_CONFIGS)
    list(JOIN arg_CONFIGS "," configs)
    list(APPEND cmd --config "${configs}")
    string(APPEND what " ${configs}")
  endif()
  if(arg_COMPILER)
    list(APPEND cmd --compiler "${arg_COMPILER}")
  endif()
  list(APPEND cmd --out "${dir}")

  file(MAKE_DIRECTORY "${dir}")
  configure_file("${CMAKE_CURRENT_FUNCTION_LIST_DIR}/mlagen_code_objects.h" "${dir}/mlagen_code_objects.h" COPYONLY)
  # One step: mlagen (which rewrites only changed files), then the embedding
  # (always written, so the step's output is newer than its inputs). Ninja and
  # the Makefile generators both rerun a custom command whose command line
  # changed (CMakeRuleHashes.txt for make), so changed arguments regenerate
  # and a build with unchanged ones does nothing.
  set(embed "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/mlagen_embed.cmake")
  add_custom_command(
    OUTPUT "${src}"
    BYPRODUCTS "${dir}/mla_kernels.h" "${dir}/manifest.json" "${dir}/zregistry.go"
    COMMAND ${cmd}
    COMMAND "${CMAKE_COMMAND}" "-DOUTPUT=${src}" "-DMANIFEST=${dir}/manifest.json" -P "${embed}"
    DEPENDS "${MLAGEN_EXECUTABLE}" "${embed}"
    COMMENT "mlagen: generating and compiling the kernels of ${target} for${what}"
    VERBATIM)

  add_library(${target} STATIC "${src}")
  set_target_properties(${target} PROPERTIES POSITION_INDEPENDENT_CODE ON C_STANDARD 11 CXX_STANDARD 11)
  target_include_directories(${target} PUBLIC "${dir}")
  target_compile_definitions(${target} PUBLIC "MLAGEN_CODE_OBJECT_DIR=\"${dir}\"" "MLAGEN_KERNELS_TARGET=\"${target}\"")
endfunction()
