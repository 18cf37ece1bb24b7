kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void shift_literal64(long c, global long* R) {
    long a = 17L << -10;
    long b = (-17L) >> 40;
    long d = 3L << 62;
    long e = (-9000000000L) >> 33;
    long f = 1L << c;
    long g = (-1024L) >> c;
    // foreach %i: iterations spread over the work-group
    for (long i = (long)get_local_id(0); i < 1; i += 32) {
        R[0] = a;
        R[1] = b;
        long dd = d;
        R[2] = dd;
        long ee = e;
        R[3] = ee;
        R[4] = f;
        R[5] = g;
    }
}
