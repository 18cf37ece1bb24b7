kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void index_memref(global long* a, long a_shape0, global long* b, long b_shape0) {
    long n = a_shape0;
    // foreach %i: iterations spread over the work-group
    for (long i = (long)get_local_id(0); i < n; i += 32) {
        long x = a[i];
        long y = (long)((ulong)x * (ulong)3);
        long z = (long)((ulong)y - (ulong)i);
        b[i] = z;
    }
}
