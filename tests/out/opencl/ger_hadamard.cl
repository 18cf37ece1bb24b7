#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 2, 1)))
void ger_hadamard(float beta, global float* a, long a_shape1, global float* b, long b_shape1, global float* c, long c_shape1, global double* d, long d_shape1, global short* p, long p_shape1, global int* q, long q_shape1, global float* C1, long C1_shape2, global float* C2, long C2_shape2, global long* C3, long C3_shape2, global float* h1, long h1_shape1, global float* h2, long h2_shape1, global double* h3, long h3_shape1) {
    long g = (long)get_group_id(2);
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
    for (long i = (long)get_local_id(0); i < 19; i += 32) {
        for (long c_1 = 0; c_1 < 1; ++c_1) {
            long jb = (long)get_local_id(1) + c_1 * 8;
            float v;
            if (jb < 7) {
                v = ag[i] * bg[jb];
            }
            long j = jb + 2;
            float v_1;
            if (j < 7) {
                v_1 = ag[i] * bg[j];
            }
            long j_1 = jb + 4;
            float v_2;
            if (j_1 < 7) {
                v_2 = ag[i] * bg[j_1];
            }
            long j_2 = jb + 6;
            float v_3;
            if (j_2 < 7) {
                v_3 = ag[i] * bg[j_2];
            }
            if (jb < 7) {
                C1g[i + jb * 19] = v;
            }
            if (j < 7) {
                C1g[i + j * 19] = v_1;
            }
            if (j_1 < 7) {
                C1g[i + j_1 * 19] = v_2;
            }
            if (j_2 < 7) {
                C1g[i + j_2 * 19] = v_3;
            }
        }
    }
    for (long i_1 = (long)get_local_id(0); i_1 < 19; i_1 += 32) {
        for (long c_2 = 0; c_2 < 1; ++c_2) {
            long jb_1 = (long)get_local_id(1) + c_2 * 8;
            float v_4;
            float o;
            if (jb_1 < 7) {
                v_4 = ag[i_1] * bg[jb_1];
                o = C2g[i_1 + jb_1 * 19];
            }
            long j_3 = jb_1 + 2;
            float v_5;
            float o_1;
            if (j_3 < 7) {
                v_5 = ag[i_1] * bg[j_3];
                o_1 = C2g[i_1 + j_3 * 19];
            }
            long j_4 = jb_1 + 4;
            float v_6;
            float o_2;
            if (j_4 < 7) {
                v_6 = ag[i_1] * bg[j_4];
                o_2 = C2g[i_1 + j_4 * 19];
            }
            long j_5 = jb_1 + 6;
            float v_7;
            float o_3;
            if (j_5 < 7) {
                v_7 = ag[i_1] * bg[j_5];
                o_3 = C2g[i_1 + j_5 * 19];
            }
            if (jb_1 < 7) {
                C2g[i_1 + jb_1 * 19] = -2.0f * v_4 + beta * o;
            }
            if (j_3 < 7) {
                C2g[i_1 + j_3 * 19] = -2.0f * v_5 + beta * o_1;
            }
            if (j_4 < 7) {
                C2g[i_1 + j_4 * 19] = -2.0f * v_6 + beta * o_2;
            }
            if (j_5 < 7) {
                C2g[i_1 + j_5 * 19] = -2.0f * v_7 + beta * o_3;
            }
        }
    }
    for (long i_2 = (long)get_local_id(0); i_2 < 19; i_2 += 32) {
        for (long c_3 = 0; c_3 < 1; ++c_3) {
            long jb_2 = (long)get_local_id(1) + c_3 * 8;
            int v_8;
            long o_4;
            if (jb_2 < 7) {
                v_8 = (int)((uint)(int)pg[i_2] * (uint)qg[jb_2]);
                o_4 = C3g[i_2 + jb_2 * 19];
            }
            long j_6 = jb_2 + 2;
            int v_9;
            long o_5;
            if (j_6 < 7) {
                v_9 = (int)((uint)(int)pg[i_2] * (uint)qg[j_6]);
                o_5 = C3g[i_2 + j_6 * 19];
            }
            long j_7 = jb_2 + 4;
            int v_10;
            long o_6;
            if (j_7 < 7) {
                v_10 = (int)((uint)(int)pg[i_2] * (uint)qg[j_7]);
                o_6 = C3g[i_2 + j_7 * 19];
            }
            long j_8 = jb_2 + 6;
            int v_11;
            long o_7;
            if (j_8 < 7) {
                v_11 = (int)((uint)(int)pg[i_2] * (uint)qg[j_8]);
                o_7 = C3g[i_2 + j_8 * 19];
            }
            if (jb_2 < 7) {
                C3g[i_2 + jb_2 * 19] = (long)((ulong)o_4 + (ulong)(long)v_8);
            }
            if (j_6 < 7) {
                C3g[i_2 + j_6 * 19] = (long)((ulong)o_5 + (ulong)(long)v_9);
            }
            if (j_7 < 7) {
                C3g[i_2 + j_7 * 19] = (long)((ulong)o_6 + (ulong)(long)v_10);
            }
            if (j_8 < 7) {
                C3g[i_2 + j_8 * 19] = (long)((ulong)o_7 + (ulong)(long)v_11);
            }
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
