#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(64, 8, 1)))
void axpby_orders(double alpha, double beta, global float* s0, global float* s1, global float* s2, global float* u, global float* v1, global float* v2, global int* w, global float* v3, global float* v4, global float* s3, global double* A, global double* M1, global double* M2, global double* M3, global float* B, long B_shape0, long B_shape1, long B_stride1, global float* M4, long M4_shape0, long M4_shape1, long M4_stride1, global short* I, global int* K1) {
    if ((long)get_local_id(0) + 64 * (long)get_local_id(1) == 0) {
        s1[0] = 2.0f * s0[0];
    }
    if ((long)get_local_id(0) + 64 * (long)get_local_id(1) == 0) {
        s2[0] = (float)(alpha * (double)s0[0] + beta * (double)s2[0]);
    }
    for (long i = (long)get_local_id(0) + 64 * (long)get_local_id(1); i < 50; i += 512) {
        v1[i] = u[i];
    }
    for (long i_1 = (long)get_local_id(0) + 64 * (long)get_local_id(1); i_1 < 50; i_1 += 512) {
        v2[i_1] = v2[i_1] + -1.0f * u[i_1];
    }
    for (long i_2 = (long)get_local_id(0) + 64 * (long)get_local_id(1); i_2 < 50; i_2 += 512) {
        v3[i_2] = (float)w[i_2] + 0.5f * v3[i_2];
    }
    for (long i_3 = (long)get_local_id(0) + 64 * (long)get_local_id(1); i_3 < 50; i_3 += 512) {
        v4[i_3] = 2.0f * u[i_3];
    }
    if ((long)get_local_id(0) + 64 * (long)get_local_id(1) == 0) {
        s3[0] = s3[0] + -3.0f * s0[0];
    }
    for (long j = (long)get_local_id(1); j < 6; j += 8) {
        for (long i_4 = (long)get_local_id(0); i_4 < 13; i_4 += 64) {
            M1[i_4 + j * 13] = A[i_4 + j * 13];
        }
    }
    for (long i_5 = (long)get_local_id(0); i_5 < 6; i_5 += 64) {
        for (long c = 0; c < 1; ++c) {
            long jb = (long)get_local_id(1) + c * 16;
            double v;
            double o;
            if (jb < 13) {
                v = A[jb + i_5 * 13];
                o = M2[i_5 + jb * 6];
            }
            long j_1 = jb + 8;
            double v_1;
            double o_1;
            if (j_1 < 13) {
                v_1 = A[j_1 + i_5 * 13];
                o_1 = M2[i_5 + j_1 * 6];
            }
            if (jb < 13) {
                M2[i_5 + jb * 6] = alpha * v + 3.0 * o;
            }
            if (j_1 < 13) {
                M2[i_5 + j_1 * 6] = alpha * v_1 + 3.0 * o_1;
            }
        }
    }
    for (long i_6 = (long)get_local_id(0); i_6 < 6; i_6 += 64) {
        for (long c_1 = 0; c_1 < 1; ++c_1) {
            long jb_1 = (long)get_local_id(1) + c_1 * 16;
            double v_2;
            double o_2;
            if (jb_1 < 13) {
                v_2 = A[jb_1 + i_6 * 13];
                o_2 = M3[i_6 + jb_1 * 8];
            }
            long j_2 = jb_1 + 8;
            double v_3;
            double o_3;
            if (j_2 < 13) {
                v_3 = A[j_2 + i_6 * 13];
                o_3 = M3[i_6 + j_2 * 8];
            }
            if (jb_1 < 13) {
                M3[i_6 + jb_1 * 8] = v_2 + beta * o_2;
            }
            if (j_2 < 13) {
                M3[i_6 + j_2 * 8] = v_3 + beta * o_3;
            }
        }
    }
    for (long j_3 = (long)get_local_id(1); j_3 < M4_shape1; j_3 += 8) {
        for (long i_7 = (long)get_local_id(0); i_7 < M4_shape0; i_7 += 64) {
            M4[i_7 + j_3 * M4_stride1] = B[j_3 + i_7 * B_stride1];
        }
    }
    for (long j_4 = (long)get_local_id(1); j_4 < 3; j_4 += 8) {
        for (long i_8 = (long)get_local_id(0); i_8 < 8; i_8 += 64) {
            K1[i_8 + j_4 * 8] = (int)((uint)((int)((uint)2 * (uint)(int)I[i_8 + j_4 * 8])) + (uint)((int)((uint)3 * (uint)K1[i_8 + j_4 * 8])));
        }
    }
}
