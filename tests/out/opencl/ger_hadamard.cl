#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 2, 1)))
void ger_hadamard(float beta, global float* a, long a_shape1, global float* b, long b_shape1, global float* c, long c_shape1, global double* d, long d_shape1, global short* p, long p_shape1, global int* q, long q_shape1, global float* C1, long C1_shape2, global float* C2, long C2_shape2, global long* C3, long C3_shape2, global float* h1, long h1_shape1, global float* h2, long h2_shape1, global double* h3, long h3_shape1) {
    long g = (long)get_global_id(2);
    global float* ag = a + g * 19;
    global float* bg = b + g * 7;
    global float* cg = c + g * 19;
    global double* dg = d + g * 19;
    global short* pg = p + g * 19;
    global int* qg = q + g * 7;
    global float* C1g = C1 + g * 133;
    global float* C2g = C2 + g * 133;
    global long* C3g = C3 + g * 133;
    global float* h1g = h1 + g * 19;
    global float* h2g = h2 + g * 19;
    global double* h3g = h3 + g * 19;
    for (long j = (long)get_local_id(1); j < 7; j += 2) {
        for (long i = (long)get_local_id(0); i < 19; i += 32) {
            C1g[i + j * 19] = ag[i] * bg[j];
        }
    }
    for (long j_1 = (long)get_local_id(1); j_1 < 7; j_1 += 2) {
        for (long i_1 = (long)get_local_id(0); i_1 < 19; i_1 += 32) {
            C2g[i_1 + j_1 * 19] = -2.0f * (ag[i_1] * bg[j_1]) + beta * C2g[i_1 + j_1 * 19];
        }
    }
    for (long j_2 = (long)get_local_id(1); j_2 < 7; j_2 += 2) {
        for (long i_2 = (long)get_local_id(0); i_2 < 19; i_2 += 32) {
            C3g[i_2 + j_2 * 19] = (long)((ulong)C3g[i_2 + j_2 * 19] + (ulong)(long)((int)((uint)(int)pg[i_2] * (uint)qg[j_2])));
        }
    }
    for (long i_3 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_3 < 19; i_3 += 64) {
        h1g[i_3] = ag[i_3] * cg[i_3];
    }
    for (long i_4 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_4 < 19; i_4 += 64) {
        h2g[i_4] = h2g[i_4] + 0.5f * (ag[i_4] * cg[i_4]);
    }
    for (long i_5 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_5 < 19; i_5 += 64) {
        h3g[i_5] = (double)ag[i_5] * dg[i_5] + -3.0 * h3g[i_5];
    }
}
