// Both generated headers in one C++ translation unit (`c++ -std=c++17 -Wall -Wextra -Werror`):
// C++ keywords among the ABI names, extern "C", the string literal, the static inline helpers.
#include "batched.h"
#include "names.h"

static_assert(group_gemm_NUM_ARGS == 12 && group_gemm_WORK_GROUP_SIZE_Y >= 1, "group_gemm's ABI");
static_assert(class_NUM_ARGS == 11 && namespace_NUM_ARGS == 7, "one C parameter per ABI argument");
static_assert(sizeof batched_opencl_c > 1, "the OpenCL C source");

int main()
{
    return 0;
}
