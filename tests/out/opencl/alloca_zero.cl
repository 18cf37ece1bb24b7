kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void alloca_zero(global float* A, long A_shape1, global float* B, long B_shape1) {
    local uchar stack[1] __attribute__((aligned(64)));
    local float* z = (local float*)stack;
    long g = (long)get_group_id(2);
    global float* a = A + g * 8;
    global float* b = B + g * 8;
    for (long i = (long)get_local_id(0); i < 8; i += 32) {
        b[i] = 3.0f * a[i];
    }
}
