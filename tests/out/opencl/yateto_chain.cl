#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(64, 3, 1)))
void fused_gemm_volume_8_0_a1b2c3_d4(global double* kXiDivMT_1, global double*global* Q_2, long Q_2_offset, global double* star_3, long star_3_shape2, global double* I_4, long I_4_shape2, global double* Aplus_5, global double*global* F_6, double dt) {
    local uchar stack[24448] __attribute__((aligned(64)));
    long gid = (long)get_group_id(2);
    global double* q = Q_2[gid] + Q_2_offset;
    global double* st = star_3 + gid * 81;
    global double* i = I_4 + gid * 504;
    global double* kx = kXiDivMT_1;
    local double* tmp1 = (local double*)stack;
    local double* tmp2 = (local double*)(stack + 4032);
    long i_1 = (long)get_local_id(0);
    long ia = (long)get_local_id(0);
    long j = (long)get_local_id(1);
    long j_1 = (long)get_local_id(1) + 3;
    long j_2 = (long)get_local_id(1) + 6;
    double c00 = 0.0;
    double c01 = 0.0;
    double c02 = 0.0;
    for (long k0 = 0; k0 < 35; k0 += 32) {
        barrier(CLK_LOCAL_MEM_FENCE);
        #pragma unroll
        for (long t = 0; t < 11; ++t) {
            long idx = (long)get_local_id(0) + 64 * (long)get_local_id(1) + t * 192;
            if (idx < 2048) {
                long pl = idx % 32;
                long il = idx / 32;
                ((local double*)(stack + 8064))[il + pl * 64] = kx[min(k0 + pl, 34L) + min(il, 55L) * 64];
            }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        long kn = min(32L, 35 - k0);
        #pragma unroll
        for (long k = 0; k < kn; ++k) {
            long kg = k0 + k;
            double a0 = ((local double*)(stack + 8064))[ia + k * 64];
            double b0 = q[kg + j * 36];
            double b1 = q[kg + j_1 * 36];
            double b2 = q[kg + j_2 * 36];
            c00 += a0 * b0;
            c01 += a0 * b1;
            c02 += a0 * b2;
        }
    }
    if (i_1 < 56) {
        tmp1[i_1 + j * 56] = c00;
        tmp1[i_1 + j_1 * 56] = c01;
        tmp1[i_1 + j_2 * 56] = c02;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long i_2 = (long)get_local_id(0);
    long ia_1 = min(i_2, 55L);
    long j_3 = (long)get_local_id(1);
    long j_4 = (long)get_local_id(1) + 3;
    long j_5 = (long)get_local_id(1) + 6;
    double c00_1 = 0.0;
    double c01_1 = 0.0;
    double c02_1 = 0.0;
    #pragma unroll
    for (long k_1 = 0; k_1 < 9; ++k_1) {
        double a0_1 = tmp1[ia_1 + k_1 * 56];
        double b0_1 = st[k_1 + j_3 * 9];
        double b1_1 = st[k_1 + j_4 * 9];
        double b2_1 = st[k_1 + j_5 * 9];
        c00_1 += a0_1 * b0_1;
        c01_1 += a0_1 * b1_1;
        c02_1 += a0_1 * b2_1;
    }
    if (i_2 < 56) {
        tmp2[i_2 + j_3 * 56] = dt * c00_1;
        tmp2[i_2 + j_4 * 56] = dt * c01_1;
        tmp2[i_2 + j_5 * 56] = dt * c02_1;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long c = 0; c < 1; ++c) {
        long base = (long)get_local_id(0) + 64 * (long)get_local_id(1) + c * 576;
        double v;
        double o;
        if (base < 504) {
            v = tmp2[base];
            o = i[base];
        }
        long i_3 = base + 192;
        double v_1;
        double o_1;
        if (i_3 < 504) {
            v_1 = tmp2[i_3];
            o_1 = i[i_3];
        }
        long i_4 = base + 384;
        double v_2;
        double o_2;
        if (i_4 < 504) {
            v_2 = tmp2[i_4];
            o_2 = i[i_4];
        }
        if (base < 504) {
            i[base] = o + v;
        }
        if (i_3 < 504) {
            i[i_3] = o_1 + v_1;
        }
        if (i_4 < 504) {
            i[i_4] = o_2 + v_2;
        }
    }
    global double* f = F_6[gid];
    for (long kb = 0; kb < 35; kb += 7) {
        global double* a = Aplus_5 + kb * 20;
        global double* qb = q + kb;
        barrier(CLK_GLOBAL_MEM_FENCE);
        long i_5 = (long)get_local_id(0);
        long ia_2 = min(i_5, 19L);
        long j_6 = (long)get_local_id(1);
        long j_7 = (long)get_local_id(1) + 3;
        long j_8 = (long)get_local_id(1) + 6;
        double c00_2 = 0.0;
        double c01_2 = 0.0;
        double c02_2 = 0.0;
        #pragma unroll
        for (long k_2 = 0; k_2 < 7; ++k_2) {
            double a0_2 = a[ia_2 + k_2 * 20];
            double b0_2 = qb[k_2 + j_6 * 36];
            double b1_2 = qb[k_2 + j_7 * 36];
            double b2_2 = qb[k_2 + j_8 * 36];
            c00_2 += a0_2 * b0_2;
            c01_2 += a0_2 * b1_2;
            c02_2 += a0_2 * b2_2;
        }
        if (i_5 < 20) {
            f[i_5 + j_6 * 20] = f[i_5 + j_6 * 20] + c00_2;
            f[i_5 + j_7 * 20] = f[i_5 + j_7 * 20] + c01_2;
            f[i_5 + j_8 * 20] = f[i_5 + j_8 * 20] + c02_2;
        }
    }
}
