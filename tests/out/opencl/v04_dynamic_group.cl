#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void group_modes(global float*global* G, global long* G_shape0, global long* G_shape1, global long* G_stride1, long G_size, long G_offset, global double* R, long R_shape0, long R_shape1, long R_shape2, long R_stride1, long R_stride2) {
    long g = (long)get_group_id(0);
    global float* member = G[g] + G_offset;
    long member_shape0 = G_shape0[g];
    long member_shape1 = G_shape1[g];
    long member_stride1 = G_stride1[g];
    long m = member_shape0;
    long n = member_shape1;
    global double* r = R + g * R_stride2;
    // foreach (%i, %j): iterations spread over the work-group
    long extent = max(m, 0L);
    long extent_1 = max(n, 0L);
    long iterations = extent * extent_1;
    for (long t_1 = (long)get_local_id(0); t_1 < iterations; t_1 += 32) {
        long i = t_1 % extent;
        long rest = t_1 / extent;
        long j = rest;
        float z = member[i + j * member_stride1];
        double zd = (double)z;
        double t = zd + zd;
        r[i + j * R_stride1] = t;
    }
}
