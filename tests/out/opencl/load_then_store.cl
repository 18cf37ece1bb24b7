kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void load_then_store(global int* A, long A_shape1) {
    long g = (long)get_group_id(2);
    global int* a = A + g * 4;
    int x = a[0];
    int y = (int)((uint)1 - (uint)x);
    barrier(CLK_GLOBAL_MEM_FENCE);
    a[0] = y;
    for (long t = 0; t < 3; ++t) {
        barrier(CLK_GLOBAL_MEM_FENCE);
        int v = a[1];
        barrier(CLK_GLOBAL_MEM_FENCE);
        a[2] = v;
        int w = (int)((uint)v + (uint)1);
        a[1] = w;
    }
}
