#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(64, 3, 1)))
void kernel_volume_f64_56_9_dbe5d1a9(global double*global* dQ_0, long dQ_0_offset, global double* kDivMT_0, global double* I_1, long I_1_shape2, global double*global* star_2, long star_2_offset, double scale_3) {
    local uchar stack[20416] __attribute__((aligned(64)));
    long gid = (long)get_group_id(2);
    global double* x0 = dQ_0[gid] + dQ_0_offset;
    global double* x1 = I_1 + gid * 504;
    global double* x2 = star_2[gid] + star_2_offset;
    local double* tmp_0 = (local double*)stack;
    long i = (long)get_local_id(0);
    long ia = min(i, 55L);
    long j = (long)get_local_id(1);
    long j_1 = (long)get_local_id(1) + 3;
    long j_2 = (long)get_local_id(1) + 6;
    double c00 = 0.0;
    double c01 = 0.0;
    double c02 = 0.0;
    #pragma unroll
    for (long k = 0; k < 9; ++k) {
        double a0 = x1[ia + k * 56];
        double b0 = x2[k + j * 9];
        double b1 = x2[k + j_1 * 9];
        double b2 = x2[k + j_2 * 9];
        c00 += a0 * b0;
        c01 += a0 * b1;
        c02 += a0 * b2;
    }
    if (i < 56) {
        tmp_0[i + j * 56] = c00;
        tmp_0[i + j_1 * 56] = c01;
        tmp_0[i + j_2 * 56] = c02;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long i_1 = (long)get_local_id(0);
    long ia_1 = (long)get_local_id(0);
    long j_3 = (long)get_local_id(1);
    long j_4 = (long)get_local_id(1) + 3;
    long j_5 = (long)get_local_id(1) + 6;
    double c00_1 = 0.0;
    double c01_1 = 0.0;
    double c02_1 = 0.0;
    for (long k0 = 0; k0 < 56; k0 += 32) {
        barrier(CLK_LOCAL_MEM_FENCE);
        #pragma unroll
        for (long t = 0; t < 11; ++t) {
            long idx = (long)get_local_id(0) + 64 * (long)get_local_id(1) + t * 192;
            if (idx < 2048) {
                long pl = idx % 32;
                long il = idx / 32;
                ((local double*)(stack + 4032))[il + pl * 64] = kDivMT_0[min(k0 + pl, 55L) + min(il, 55L) * 56];
            }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        long kn = min(32L, 56 - k0);
        #pragma unroll
        for (long k_1 = 0; k_1 < kn; ++k_1) {
            long kg = k0 + k_1;
            double a0_1 = ((local double*)(stack + 4032))[ia_1 + k_1 * 64];
            double b0_1 = tmp_0[kg + j_3 * 56];
            double b1_1 = tmp_0[kg + j_4 * 56];
            double b2_1 = tmp_0[kg + j_5 * 56];
            c00_1 += a0_1 * b0_1;
            c01_1 += a0_1 * b1_1;
            c02_1 += a0_1 * b2_1;
        }
    }
    if (i_1 < 56) {
        x0[i_1 + j_3 * 56] = x0[i_1 + j_3 * 56] + scale_3 * c00_1;
        x0[i_1 + j_4 * 56] = x0[i_1 + j_4 * 56] + scale_3 * c01_1;
        x0[i_1 + j_5 * 56] = x0[i_1 + j_5 * 56] + scale_3 * c02_1;
    }
}

kernel __attribute__((reqd_work_group_size(64, 5, 1)))
void copyscaleadd_f32_35_20_ld64(global float* A_0, long A_0_shape2, global float*global* B_1, float alpha) {
    long g = (long)get_group_id(2);
    global float* a = A_0 + g * 1280;
    global float* b = B_1[g] + 3;
    for (long i = (long)get_local_id(0); i < 35; i += 64) {
        for (long c = 0; c < 1; ++c) {
            long jb = (long)get_local_id(1) + c * 20;
            float v = a[i + jb * 64];
            float o = b[i + jb * 64];
            long j = jb + 5;
            float v_1 = a[i + j * 64];
            float o_1 = b[i + j * 64];
            long j_1 = jb + 10;
            float v_2 = a[i + j_1 * 64];
            float o_2 = b[i + j_1 * 64];
            long j_2 = jb + 15;
            float v_3 = a[i + j_2 * 64];
            float o_3 = b[i + j_2 * 64];
            b[i + jb * 64] = o + alpha * v;
            b[i + j * 64] = o_1 + alpha * v_1;
            b[i + j_1 * 64] = o_2 + alpha * v_2;
            b[i + j_2 * 64] = o_3 + alpha * v_3;
        }
    }
}
