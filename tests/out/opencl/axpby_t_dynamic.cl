#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(64, 8, 1)))
void axpby_t_dynamic(global float* A, long A_shape0, long A_shape1, long A_stride1, global float* B, long B_shape0, long B_shape1, long B_stride1, global double* C, long C_shape0, long C_shape1, long C_stride1, global double* D, long D_shape0, long D_shape1, long D_stride1, global float* E, long E_shape0, long E_shape1, long E_stride1, global float* F, long F_shape0, long F_shape1, long F_stride1, global double* G, long G_shape0, long G_shape1, long G_stride1, global double* H, long H_shape0, long H_shape1, long H_stride1) {
    for (long j = (long)get_local_id(1); j < B_shape1; j += 8) {
        for (long i = (long)get_local_id(0); i < B_shape0; i += 64) {
            B[i + j * B_stride1] = 1.5f * A[j + i * A_stride1] + 0.5f * B[i + j * B_stride1];
        }
    }
    for (long j_1 = (long)get_local_id(1); j_1 < D_shape1; j_1 += 8) {
        for (long i_1 = (long)get_local_id(0); i_1 < D_shape0; i_1 += 64) {
            D[i_1 + j_1 * D_stride1] = C[j_1 + i_1 * C_stride1];
        }
    }
    for (long j_2 = (long)get_local_id(1); j_2 < F_shape1; j_2 += 8) {
        for (long i_2 = (long)get_local_id(0); i_2 < F_shape0; i_2 += 64) {
            F[i_2 + j_2 * F_stride1] = F[i_2 + j_2 * F_stride1] + -1.0f * E[j_2 + i_2 * E_stride1];
        }
    }
    for (long j_3 = (long)get_local_id(1); j_3 < H_shape1; j_3 += 8) {
        for (long i_3 = (long)get_local_id(0); i_3 < H_shape0; i_3 += 64) {
            H[i_3 + j_3 * H_stride1] = 2.0 * G[j_3 + i_3 * G_stride1];
        }
    }
}
