#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void modes(global float* A, long A_shape0, long A_shape1, long A_shape2, long A_stride1, long A_stride2, global double* B, long B_shape0, long B_shape1, long B_stride1, global double* R, long R_shape0, long R_shape1, long R_shape2, long R_stride1, long R_stride2) {
    long g = (long)get_group_id(0);
    long m = A_shape0;
    long n = A_shape1;
    global float* a = A + g * A_stride2;
    global double* r = R + g * R_stride2;
    // foreach (%i, %j): iterations spread over the work-group
    long extent = max(m, 0L);
    long extent_1 = max(n, 0L);
    long iterations = extent * extent_1;
    for (long t = (long)get_local_id(0); t < iterations; t += 32) {
        long i = t % extent;
        long rest = t / extent;
        long j = rest;
        float x = a[i + j * A_stride1];
        double y = B[i + j * B_stride1];
        double xd = (double)x;
        double s = xd + y;
        r[i + j * R_stride1] = s;
    }
}
