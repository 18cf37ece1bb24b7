#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(16, 1, 1)))
void wgs_16x1(global double* A, long A_shape2, global double* B, long B_shape2, global double* C, long C_shape2, global double* x, long x_shape1, global double* y, long y_shape1, global double* D, long D_shape2, global double* M, long M_shape2, global double* r, long r_shape1, global long* F, long F_shape1) {
    local uchar stack[2304] __attribute__((aligned(64)));
    long g = (long)get_group_id(2);
    global double* a = A + g * 222;
    global double* b = B + g * 66;
    global double* c = C + g * 407;
    global double* xg = x + g * 6;
    global double* yg = y + g * 37;
    global double* d = D + g * 57;
    global double* m = M + g * 57;
    global double* rg = r + g * 3;
    global long* fg = F + g * 50;
    barrier(CLK_LOCAL_MEM_FENCE);
    #pragma unroll
    for (long t = 0; t < 18; ++t) {
        long idx = (long)get_local_id(0) + t * 16;
        long pl = idx % 6;
        long il = idx / 6;
        ((local double*)stack)[il + pl * 48] = a[pl + min(il, 36L) * 6];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    #pragma unroll
    for (long j0 = 0; j0 < 11; j0 += 8) {
        long i = (long)get_local_id(0);
        long ia = (long)get_local_id(0);
        long i_1 = (long)get_local_id(0) + 16;
        long ia_1 = (long)get_local_id(0) + 16;
        long i_2 = (long)get_local_id(0) + 32;
        long ia_2 = (long)get_local_id(0) + 32;
        long jb = min(j0, 10L);
        long j = j0 + 1;
        long jb_1 = min(j, 10L);
        long j_1 = j0 + 2;
        long jb_2 = min(j_1, 10L);
        long j_2 = j0 + 3;
        long jb_3 = min(j_2, 10L);
        long j_3 = j0 + 4;
        long jb_4 = min(j_3, 10L);
        long j_4 = j0 + 5;
        long jb_5 = min(j_4, 10L);
        long j_5 = j0 + 6;
        long jb_6 = min(j_5, 10L);
        long j_6 = j0 + 7;
        long jb_7 = min(j_6, 10L);
        double c00 = 0.0;
        double c01 = 0.0;
        double c02 = 0.0;
        double c03 = 0.0;
        double c04 = 0.0;
        double c05 = 0.0;
        double c06 = 0.0;
        double c07 = 0.0;
        double c10 = 0.0;
        double c11 = 0.0;
        double c12 = 0.0;
        double c13 = 0.0;
        double c14 = 0.0;
        double c15 = 0.0;
        double c16 = 0.0;
        double c17 = 0.0;
        double c20 = 0.0;
        double c21 = 0.0;
        double c22 = 0.0;
        double c23 = 0.0;
        double c24 = 0.0;
        double c25 = 0.0;
        double c26 = 0.0;
        double c27 = 0.0;
        #pragma unroll
        for (long k = 0; k < 6; ++k) {
            double a0 = ((local double*)stack)[ia + k * 48];
            double a1 = ((local double*)stack)[ia_1 + k * 48];
            double a2 = ((local double*)stack)[ia_2 + k * 48];
            double b0 = b[k + jb * 6];
            double b1 = b[k + jb_1 * 6];
            double b2 = b[k + jb_2 * 6];
            double b3 = b[k + jb_3 * 6];
            double b4 = b[k + jb_4 * 6];
            double b5 = b[k + jb_5 * 6];
            double b6 = b[k + jb_6 * 6];
            double b7 = b[k + jb_7 * 6];
            c00 += a0 * b0;
            c01 += a0 * b1;
            c02 += a0 * b2;
            c03 += a0 * b3;
            c04 += a0 * b4;
            c05 += a0 * b5;
            c06 += a0 * b6;
            c07 += a0 * b7;
            c10 += a1 * b0;
            c11 += a1 * b1;
            c12 += a1 * b2;
            c13 += a1 * b3;
            c14 += a1 * b4;
            c15 += a1 * b5;
            c16 += a1 * b6;
            c17 += a1 * b7;
            c20 += a2 * b0;
            c21 += a2 * b1;
            c22 += a2 * b2;
            c23 += a2 * b3;
            c24 += a2 * b4;
            c25 += a2 * b5;
            c26 += a2 * b6;
            c27 += a2 * b7;
        }
        if (i < 37) {
            if (j0 < 11) {
                c[i + j0 * 37] = c[i + j0 * 37] + c00;
            }
            if (j < 11) {
                c[i + j * 37] = c[i + j * 37] + c01;
            }
            if (j_1 < 11) {
                c[i + j_1 * 37] = c[i + j_1 * 37] + c02;
            }
            if (j_2 < 11) {
                c[i + j_2 * 37] = c[i + j_2 * 37] + c03;
            }
            if (j_3 < 11) {
                c[i + j_3 * 37] = c[i + j_3 * 37] + c04;
            }
            if (j_4 < 11) {
                c[i + j_4 * 37] = c[i + j_4 * 37] + c05;
            }
            if (j_5 < 11) {
                c[i + j_5 * 37] = c[i + j_5 * 37] + c06;
            }
            if (j_6 < 11) {
                c[i + j_6 * 37] = c[i + j_6 * 37] + c07;
            }
        }
        if (i_1 < 37) {
            if (j0 < 11) {
                c[i_1 + j0 * 37] = c[i_1 + j0 * 37] + c10;
            }
            if (j < 11) {
                c[i_1 + j * 37] = c[i_1 + j * 37] + c11;
            }
            if (j_1 < 11) {
                c[i_1 + j_1 * 37] = c[i_1 + j_1 * 37] + c12;
            }
            if (j_2 < 11) {
                c[i_1 + j_2 * 37] = c[i_1 + j_2 * 37] + c13;
            }
            if (j_3 < 11) {
                c[i_1 + j_3 * 37] = c[i_1 + j_3 * 37] + c14;
            }
            if (j_4 < 11) {
                c[i_1 + j_4 * 37] = c[i_1 + j_4 * 37] + c15;
            }
            if (j_5 < 11) {
                c[i_1 + j_5 * 37] = c[i_1 + j_5 * 37] + c16;
            }
            if (j_6 < 11) {
                c[i_1 + j_6 * 37] = c[i_1 + j_6 * 37] + c17;
            }
        }
        if (i_2 < 37) {
            if (j0 < 11) {
                c[i_2 + j0 * 37] = c[i_2 + j0 * 37] + c20;
            }
            if (j < 11) {
                c[i_2 + j * 37] = c[i_2 + j * 37] + c21;
            }
            if (j_1 < 11) {
                c[i_2 + j_1 * 37] = c[i_2 + j_1 * 37] + c22;
            }
            if (j_2 < 11) {
                c[i_2 + j_2 * 37] = c[i_2 + j_2 * 37] + c23;
            }
            if (j_3 < 11) {
                c[i_2 + j_3 * 37] = c[i_2 + j_3 * 37] + c24;
            }
            if (j_4 < 11) {
                c[i_2 + j_4 * 37] = c[i_2 + j_4 * 37] + c25;
            }
            if (j_5 < 11) {
                c[i_2 + j_5 * 37] = c[i_2 + j_5 * 37] + c26;
            }
            if (j_6 < 11) {
                c[i_2 + j_6 * 37] = c[i_2 + j_6 * 37] + c27;
            }
        }
    }
    for (long i_3 = (long)get_local_id(0); i_3 < 37; i_3 += 16) {
        double acc = 0.0;
        for (long k_1 = 0; k_1 < 6; ++k_1) {
            acc += a[k_1 + i_3 * 6] * xg[k_1];
        }
        yg[i_3] = acc;
    }
    for (long c_1 = 0; c_1 < 1; ++c_1) {
        long base = (long)get_local_id(0) + c_1 * 64;
        double v;
        double o;
        if (base < 57) {
            v = d[base];
            o = m[base];
        }
        long i_4 = base + 16;
        double v_1;
        double o_1;
        if (i_4 < 57) {
            v_1 = d[i_4];
            o_1 = m[i_4];
        }
        long i_5 = base + 32;
        double v_2;
        double o_2;
        if (i_5 < 57) {
            v_2 = d[i_5];
            o_2 = m[i_5];
        }
        long i_6 = base + 48;
        double v_3;
        double o_3;
        if (i_6 < 57) {
            v_3 = d[i_6];
            o_3 = m[i_6];
        }
        if (base < 57) {
            m[base] = o + 0.5 * v;
        }
        if (i_4 < 57) {
            m[i_4] = o_1 + 0.5 * v_1;
        }
        if (i_5 < 57) {
            m[i_5] = o_2 + 0.5 * v_2;
        }
        if (i_6 < 57) {
            m[i_6] = o_3 + 0.5 * v_3;
        }
    }
    for (long i_7 = (long)get_local_id(0); i_7 < 3; i_7 += 16) {
        double acc_1 = 0.0;
        for (long k_2 = 0; k_2 < 19; ++k_2) {
            acc_1 += d[k_2 + i_7 * 19];
        }
        rg[i_7] = acc_1;
    }
    // foreach %i: iterations spread over the work-group
    for (long i_8 = 3 + (long)get_local_id(0); i_8 < 50; i_8 += 16) {
        long ii = (long)((ulong)i_8 * (ulong)i_8);
        long i64 = ii;
        fg[i_8] = i64;
    }
}
