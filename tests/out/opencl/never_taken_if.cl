kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void never(global float* B, long B_shape1, global float* C) {
    long gid = (long)get_group_id(2);
    global float* b = B + gid * 8;
    bool taken = -15 == gid;
    if (taken) {
        float x = 40.0f + 2.0f;
        b[0] = x;
        C[0] = x;
    }
}
