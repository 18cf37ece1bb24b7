#pragma OPENCL EXTENSION cl_khr_fp64 : enable
float2 tinyc_cmul_f(float2 a, float2 b) {
    #pragma OPENCL FP_CONTRACT OFF
    return (float2)(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}
float2 tinyc_cdiv_f(float2 a, float2 b) {
    #pragma OPENCL FP_CONTRACT OFF
    if (fabs(b.x) >= fabs(b.y)) {
        float r = b.y / b.x, d = b.x + b.y * r;
        return (float2)((a.x + a.y * r) / d, (a.y - a.x * r) / d);
    }
    float r = b.x / b.y, d = b.x * r + b.y;
    return (float2)((a.x * r + a.y) / d, (a.y * r - a.x) / d);
}
double2 tinyc_cmul_d(double2 a, double2 b) {
    #pragma OPENCL FP_CONTRACT OFF
    return (double2)(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}
double2 tinyc_cdiv_d(double2 a, double2 b) {
    #pragma OPENCL FP_CONTRACT OFF
    if (fabs(b.x) >= fabs(b.y)) {
        double r = b.y / b.x, d = b.x + b.y * r;
        return (double2)((a.x + a.y * r) / d, (a.y - a.x * r) / d);
    }
    double r = b.x / b.y, d = b.x * r + b.y;
    return (double2)((a.x * r + a.y) / d, (a.y * r - a.x) / d);
}

kernel __attribute__((reqd_work_group_size(16, 1, 1)))
void parts(global float2* A, global float* R, global float* I, global float* M, global double2* Z, global double* W, global double2* K) {
    long row = (long)get_local_id(0) % 16;
    float2 a = A[row];
    long row_1 = (long)get_local_id(0) % 16;
    float2 a_1 = A[row_1 + 16];
    long row_2 = (long)get_local_id(0) % 16;
    float2 a_2 = A[row_2 + 32];
    long row_3 = (long)get_local_id(0) % 16;
    float2 a_3 = A[row_3 + 48];
    long row_4 = (long)get_local_id(0) % 16;
    float2 a_4 = A[row_4 + 64];
    long row_5 = (long)get_local_id(0) % 16;
    float2 a_5 = A[row_5 + 80];
    long row_6 = (long)get_local_id(0) % 16;
    float2 a_6 = A[row_6 + 96];
    long row_7 = (long)get_local_id(0) % 16;
    float2 a_7 = A[row_7 + 112];
    float re = a.x;
    float re_1 = a_1.x;
    float re_2 = a_2.x;
    float re_3 = a_3.x;
    float re_4 = a_4.x;
    float re_5 = a_5.x;
    float re_6 = a_6.x;
    float re_7 = a_7.x;
    long row_8 = (long)get_local_id(0) % 16;
    R[row_8] = re;
    long row_9 = (long)get_local_id(0) % 16;
    R[row_9 + 16] = re_1;
    long row_10 = (long)get_local_id(0) % 16;
    R[row_10 + 32] = re_2;
    long row_11 = (long)get_local_id(0) % 16;
    R[row_11 + 48] = re_3;
    long row_12 = (long)get_local_id(0) % 16;
    R[row_12 + 64] = re_4;
    long row_13 = (long)get_local_id(0) % 16;
    R[row_13 + 80] = re_5;
    long row_14 = (long)get_local_id(0) % 16;
    R[row_14 + 96] = re_6;
    long row_15 = (long)get_local_id(0) % 16;
    R[row_15 + 112] = re_7;
    float im = a.y;
    float im_1 = a_1.y;
    float im_2 = a_2.y;
    float im_3 = a_3.y;
    float im_4 = a_4.y;
    float im_5 = a_5.y;
    float im_6 = a_6.y;
    float im_7 = a_7.y;
    long row_16 = (long)get_local_id(0) % 16;
    I[row_16] = im;
    long row_17 = (long)get_local_id(0) % 16;
    I[row_17 + 16] = im_1;
    long row_18 = (long)get_local_id(0) % 16;
    I[row_18 + 32] = im_2;
    long row_19 = (long)get_local_id(0) % 16;
    I[row_19 + 48] = im_3;
    long row_20 = (long)get_local_id(0) % 16;
    I[row_20 + 64] = im_4;
    long row_21 = (long)get_local_id(0) % 16;
    I[row_21 + 80] = im_5;
    long row_22 = (long)get_local_id(0) % 16;
    I[row_22 + 96] = im_6;
    long row_23 = (long)get_local_id(0) % 16;
    I[row_23 + 112] = im_7;
    float zr = fabs(a.x);
    float zi = fabs(a.y);
    float zh = fmax(zr, zi);
    float zl = fmin(zr, zi);
    float zs = zr + zi;
    float zm = zs;
    if (zh > 0.0f && zh < INFINITY && zs == zs) {
        float zsc = 1.0f;
        if (zh > 1.1529215e18f) {
            zsc = 8.4703295e-22f;
        }
        if (zh < 8.6736174e-19f) {
            zsc = 1.2676506e30f;
        }
        float zhs = zh * zsc;
        float zls = zl * zsc;
        float zll = zls * zls;
        float zr0 = sqrt(fma(zhs, zhs, zll));
        float zrr = zr0 * zr0;
        float zrre = fma(zr0, zr0, -zrr);
        float zhh = zhs * zhs;
        float zhhe = fma(zhs, zhs, -zhh);
        float zt = zhh - zrr;
        float ze = fma(zls, zls, zt) + (zhhe - zrre);
        float zrc = zr0 + ze / (2.0f * zr0);
        zm = zrc / zsc;
    }
    if (zr == INFINITY || zi == INFINITY) {
        zm = INFINITY;
    }
    float zr_1 = fabs(a_1.x);
    float zi_1 = fabs(a_1.y);
    float zh_1 = fmax(zr_1, zi_1);
    float zl_1 = fmin(zr_1, zi_1);
    float zs_1 = zr_1 + zi_1;
    float zm_1 = zs_1;
    if (zh_1 > 0.0f && zh_1 < INFINITY && zs_1 == zs_1) {
        float zsc_1 = 1.0f;
        if (zh_1 > 1.1529215e18f) {
            zsc_1 = 8.4703295e-22f;
        }
        if (zh_1 < 8.6736174e-19f) {
            zsc_1 = 1.2676506e30f;
        }
        float zhs_1 = zh_1 * zsc_1;
        float zls_1 = zl_1 * zsc_1;
        float zll_1 = zls_1 * zls_1;
        float zr0_1 = sqrt(fma(zhs_1, zhs_1, zll_1));
        float zrr_1 = zr0_1 * zr0_1;
        float zrre_1 = fma(zr0_1, zr0_1, -zrr_1);
        float zhh_1 = zhs_1 * zhs_1;
        float zhhe_1 = fma(zhs_1, zhs_1, -zhh_1);
        float zt_1 = zhh_1 - zrr_1;
        float ze_1 = fma(zls_1, zls_1, zt_1) + (zhhe_1 - zrre_1);
        float zrc_1 = zr0_1 + ze_1 / (2.0f * zr0_1);
        zm_1 = zrc_1 / zsc_1;
    }
    if (zr_1 == INFINITY || zi_1 == INFINITY) {
        zm_1 = INFINITY;
    }
    float zr_2 = fabs(a_2.x);
    float zi_2 = fabs(a_2.y);
    float zh_2 = fmax(zr_2, zi_2);
    float zl_2 = fmin(zr_2, zi_2);
    float zs_2 = zr_2 + zi_2;
    float zm_2 = zs_2;
    if (zh_2 > 0.0f && zh_2 < INFINITY && zs_2 == zs_2) {
        float zsc_2 = 1.0f;
        if (zh_2 > 1.1529215e18f) {
            zsc_2 = 8.4703295e-22f;
        }
        if (zh_2 < 8.6736174e-19f) {
            zsc_2 = 1.2676506e30f;
        }
        float zhs_2 = zh_2 * zsc_2;
        float zls_2 = zl_2 * zsc_2;
        float zll_2 = zls_2 * zls_2;
        float zr0_2 = sqrt(fma(zhs_2, zhs_2, zll_2));
        float zrr_2 = zr0_2 * zr0_2;
        float zrre_2 = fma(zr0_2, zr0_2, -zrr_2);
        float zhh_2 = zhs_2 * zhs_2;
        float zhhe_2 = fma(zhs_2, zhs_2, -zhh_2);
        float zt_2 = zhh_2 - zrr_2;
        float ze_2 = fma(zls_2, zls_2, zt_2) + (zhhe_2 - zrre_2);
        float zrc_2 = zr0_2 + ze_2 / (2.0f * zr0_2);
        zm_2 = zrc_2 / zsc_2;
    }
    if (zr_2 == INFINITY || zi_2 == INFINITY) {
        zm_2 = INFINITY;
    }
    float zr_3 = fabs(a_3.x);
    float zi_3 = fabs(a_3.y);
    float zh_3 = fmax(zr_3, zi_3);
    float zl_3 = fmin(zr_3, zi_3);
    float zs_3 = zr_3 + zi_3;
    float zm_3 = zs_3;
    if (zh_3 > 0.0f && zh_3 < INFINITY && zs_3 == zs_3) {
        float zsc_3 = 1.0f;
        if (zh_3 > 1.1529215e18f) {
            zsc_3 = 8.4703295e-22f;
        }
        if (zh_3 < 8.6736174e-19f) {
            zsc_3 = 1.2676506e30f;
        }
        float zhs_3 = zh_3 * zsc_3;
        float zls_3 = zl_3 * zsc_3;
        float zll_3 = zls_3 * zls_3;
        float zr0_3 = sqrt(fma(zhs_3, zhs_3, zll_3));
        float zrr_3 = zr0_3 * zr0_3;
        float zrre_3 = fma(zr0_3, zr0_3, -zrr_3);
        float zhh_3 = zhs_3 * zhs_3;
        float zhhe_3 = fma(zhs_3, zhs_3, -zhh_3);
        float zt_3 = zhh_3 - zrr_3;
        float ze_3 = fma(zls_3, zls_3, zt_3) + (zhhe_3 - zrre_3);
        float zrc_3 = zr0_3 + ze_3 / (2.0f * zr0_3);
        zm_3 = zrc_3 / zsc_3;
    }
    if (zr_3 == INFINITY || zi_3 == INFINITY) {
        zm_3 = INFINITY;
    }
    float zr_4 = fabs(a_4.x);
    float zi_4 = fabs(a_4.y);
    float zh_4 = fmax(zr_4, zi_4);
    float zl_4 = fmin(zr_4, zi_4);
    float zs_4 = zr_4 + zi_4;
    float zm_4 = zs_4;
    if (zh_4 > 0.0f && zh_4 < INFINITY && zs_4 == zs_4) {
        float zsc_4 = 1.0f;
        if (zh_4 > 1.1529215e18f) {
            zsc_4 = 8.4703295e-22f;
        }
        if (zh_4 < 8.6736174e-19f) {
            zsc_4 = 1.2676506e30f;
        }
        float zhs_4 = zh_4 * zsc_4;
        float zls_4 = zl_4 * zsc_4;
        float zll_4 = zls_4 * zls_4;
        float zr0_4 = sqrt(fma(zhs_4, zhs_4, zll_4));
        float zrr_4 = zr0_4 * zr0_4;
        float zrre_4 = fma(zr0_4, zr0_4, -zrr_4);
        float zhh_4 = zhs_4 * zhs_4;
        float zhhe_4 = fma(zhs_4, zhs_4, -zhh_4);
        float zt_4 = zhh_4 - zrr_4;
        float ze_4 = fma(zls_4, zls_4, zt_4) + (zhhe_4 - zrre_4);
        float zrc_4 = zr0_4 + ze_4 / (2.0f * zr0_4);
        zm_4 = zrc_4 / zsc_4;
    }
    if (zr_4 == INFINITY || zi_4 == INFINITY) {
        zm_4 = INFINITY;
    }
    float zr_5 = fabs(a_5.x);
    float zi_5 = fabs(a_5.y);
    float zh_5 = fmax(zr_5, zi_5);
    float zl_5 = fmin(zr_5, zi_5);
    float zs_5 = zr_5 + zi_5;
    float zm_5 = zs_5;
    if (zh_5 > 0.0f && zh_5 < INFINITY && zs_5 == zs_5) {
        float zsc_5 = 1.0f;
        if (zh_5 > 1.1529215e18f) {
            zsc_5 = 8.4703295e-22f;
        }
        if (zh_5 < 8.6736174e-19f) {
            zsc_5 = 1.2676506e30f;
        }
        float zhs_5 = zh_5 * zsc_5;
        float zls_5 = zl_5 * zsc_5;
        float zll_5 = zls_5 * zls_5;
        float zr0_5 = sqrt(fma(zhs_5, zhs_5, zll_5));
        float zrr_5 = zr0_5 * zr0_5;
        float zrre_5 = fma(zr0_5, zr0_5, -zrr_5);
        float zhh_5 = zhs_5 * zhs_5;
        float zhhe_5 = fma(zhs_5, zhs_5, -zhh_5);
        float zt_5 = zhh_5 - zrr_5;
        float ze_5 = fma(zls_5, zls_5, zt_5) + (zhhe_5 - zrre_5);
        float zrc_5 = zr0_5 + ze_5 / (2.0f * zr0_5);
        zm_5 = zrc_5 / zsc_5;
    }
    if (zr_5 == INFINITY || zi_5 == INFINITY) {
        zm_5 = INFINITY;
    }
    float zr_6 = fabs(a_6.x);
    float zi_6 = fabs(a_6.y);
    float zh_6 = fmax(zr_6, zi_6);
    float zl_6 = fmin(zr_6, zi_6);
    float zs_6 = zr_6 + zi_6;
    float zm_6 = zs_6;
    if (zh_6 > 0.0f && zh_6 < INFINITY && zs_6 == zs_6) {
        float zsc_6 = 1.0f;
        if (zh_6 > 1.1529215e18f) {
            zsc_6 = 8.4703295e-22f;
        }
        if (zh_6 < 8.6736174e-19f) {
            zsc_6 = 1.2676506e30f;
        }
        float zhs_6 = zh_6 * zsc_6;
        float zls_6 = zl_6 * zsc_6;
        float zll_6 = zls_6 * zls_6;
        float zr0_6 = sqrt(fma(zhs_6, zhs_6, zll_6));
        float zrr_6 = zr0_6 * zr0_6;
        float zrre_6 = fma(zr0_6, zr0_6, -zrr_6);
        float zhh_6 = zhs_6 * zhs_6;
        float zhhe_6 = fma(zhs_6, zhs_6, -zhh_6);
        float zt_6 = zhh_6 - zrr_6;
        float ze_6 = fma(zls_6, zls_6, zt_6) + (zhhe_6 - zrre_6);
        float zrc_6 = zr0_6 + ze_6 / (2.0f * zr0_6);
        zm_6 = zrc_6 / zsc_6;
    }
    if (zr_6 == INFINITY || zi_6 == INFINITY) {
        zm_6 = INFINITY;
    }
    float zr_7 = fabs(a_7.x);
    float zi_7 = fabs(a_7.y);
    float zh_7 = fmax(zr_7, zi_7);
    float zl_7 = fmin(zr_7, zi_7);
    float zs_7 = zr_7 + zi_7;
    float zm_7 = zs_7;
    if (zh_7 > 0.0f && zh_7 < INFINITY && zs_7 == zs_7) {
        float zsc_7 = 1.0f;
        if (zh_7 > 1.1529215e18f) {
            zsc_7 = 8.4703295e-22f;
        }
        if (zh_7 < 8.6736174e-19f) {
            zsc_7 = 1.2676506e30f;
        }
        float zhs_7 = zh_7 * zsc_7;
        float zls_7 = zl_7 * zsc_7;
        float zll_7 = zls_7 * zls_7;
        float zr0_7 = sqrt(fma(zhs_7, zhs_7, zll_7));
        float zrr_7 = zr0_7 * zr0_7;
        float zrre_7 = fma(zr0_7, zr0_7, -zrr_7);
        float zhh_7 = zhs_7 * zhs_7;
        float zhhe_7 = fma(zhs_7, zhs_7, -zhh_7);
        float zt_7 = zhh_7 - zrr_7;
        float ze_7 = fma(zls_7, zls_7, zt_7) + (zhhe_7 - zrre_7);
        float zrc_7 = zr0_7 + ze_7 / (2.0f * zr0_7);
        zm_7 = zrc_7 / zsc_7;
    }
    if (zr_7 == INFINITY || zi_7 == INFINITY) {
        zm_7 = INFINITY;
    }
    long row_24 = (long)get_local_id(0) % 16;
    M[row_24] = zm;
    long row_25 = (long)get_local_id(0) % 16;
    M[row_25 + 16] = zm_1;
    long row_26 = (long)get_local_id(0) % 16;
    M[row_26 + 32] = zm_2;
    long row_27 = (long)get_local_id(0) % 16;
    M[row_27 + 48] = zm_3;
    long row_28 = (long)get_local_id(0) % 16;
    M[row_28 + 64] = zm_4;
    long row_29 = (long)get_local_id(0) % 16;
    M[row_29 + 80] = zm_5;
    long row_30 = (long)get_local_id(0) % 16;
    M[row_30 + 96] = zm_6;
    long row_31 = (long)get_local_id(0) % 16;
    M[row_31 + 112] = zm_7;
    long row_32 = (long)get_local_id(0) % 16;
    double2 a_8 = Z[row_32];
    long row_33 = (long)get_local_id(0) % 16;
    double2 a_9 = Z[row_33 + 16];
    long row_34 = (long)get_local_id(0) % 16;
    double2 a_10 = Z[row_34 + 32];
    long row_35 = (long)get_local_id(0) % 16;
    double2 a_11 = Z[row_35 + 48];
    double zr_8 = fabs(a_8.x);
    double zi_8 = fabs(a_8.y);
    double zh_8 = fmax(zr_8, zi_8);
    double zl_8 = fmin(zr_8, zi_8);
    double zs_8 = zr_8 + zi_8;
    double zm_8 = zs_8;
    if (zh_8 > 0.0 && zh_8 < (double)INFINITY && zs_8 == zs_8) {
        double zsc_8 = 1.0;
        if (zh_8 > 3.273390607896142e150) {
            zsc_8 = 2.409919865102884e-181;
        }
        if (zh_8 < 3.054936363499605e-151) {
            zsc_8 = 1.0715086071862673e301;
        }
        double zhs_8 = zh_8 * zsc_8;
        double zls_8 = zl_8 * zsc_8;
        double zll_8 = zls_8 * zls_8;
        double zr0_8 = sqrt(fma(zhs_8, zhs_8, zll_8));
        double zrr_8 = zr0_8 * zr0_8;
        double zrre_8 = fma(zr0_8, zr0_8, -zrr_8);
        double zhh_8 = zhs_8 * zhs_8;
        double zhhe_8 = fma(zhs_8, zhs_8, -zhh_8);
        double zt_8 = zhh_8 - zrr_8;
        double ze_8 = fma(zls_8, zls_8, zt_8) + (zhhe_8 - zrre_8);
        double zrc_8 = zr0_8 + ze_8 / (2.0 * zr0_8);
        zm_8 = zrc_8 / zsc_8;
    }
    if (zr_8 == (double)INFINITY || zi_8 == (double)INFINITY) {
        zm_8 = (double)INFINITY;
    }
    double zr_9 = fabs(a_9.x);
    double zi_9 = fabs(a_9.y);
    double zh_9 = fmax(zr_9, zi_9);
    double zl_9 = fmin(zr_9, zi_9);
    double zs_9 = zr_9 + zi_9;
    double zm_9 = zs_9;
    if (zh_9 > 0.0 && zh_9 < (double)INFINITY && zs_9 == zs_9) {
        double zsc_9 = 1.0;
        if (zh_9 > 3.273390607896142e150) {
            zsc_9 = 2.409919865102884e-181;
        }
        if (zh_9 < 3.054936363499605e-151) {
            zsc_9 = 1.0715086071862673e301;
        }
        double zhs_9 = zh_9 * zsc_9;
        double zls_9 = zl_9 * zsc_9;
        double zll_9 = zls_9 * zls_9;
        double zr0_9 = sqrt(fma(zhs_9, zhs_9, zll_9));
        double zrr_9 = zr0_9 * zr0_9;
        double zrre_9 = fma(zr0_9, zr0_9, -zrr_9);
        double zhh_9 = zhs_9 * zhs_9;
        double zhhe_9 = fma(zhs_9, zhs_9, -zhh_9);
        double zt_9 = zhh_9 - zrr_9;
        double ze_9 = fma(zls_9, zls_9, zt_9) + (zhhe_9 - zrre_9);
        double zrc_9 = zr0_9 + ze_9 / (2.0 * zr0_9);
        zm_9 = zrc_9 / zsc_9;
    }
    if (zr_9 == (double)INFINITY || zi_9 == (double)INFINITY) {
        zm_9 = (double)INFINITY;
    }
    double zr_10 = fabs(a_10.x);
    double zi_10 = fabs(a_10.y);
    double zh_10 = fmax(zr_10, zi_10);
    double zl_10 = fmin(zr_10, zi_10);
    double zs_10 = zr_10 + zi_10;
    double zm_10 = zs_10;
    if (zh_10 > 0.0 && zh_10 < (double)INFINITY && zs_10 == zs_10) {
        double zsc_10 = 1.0;
        if (zh_10 > 3.273390607896142e150) {
            zsc_10 = 2.409919865102884e-181;
        }
        if (zh_10 < 3.054936363499605e-151) {
            zsc_10 = 1.0715086071862673e301;
        }
        double zhs_10 = zh_10 * zsc_10;
        double zls_10 = zl_10 * zsc_10;
        double zll_10 = zls_10 * zls_10;
        double zr0_10 = sqrt(fma(zhs_10, zhs_10, zll_10));
        double zrr_10 = zr0_10 * zr0_10;
        double zrre_10 = fma(zr0_10, zr0_10, -zrr_10);
        double zhh_10 = zhs_10 * zhs_10;
        double zhhe_10 = fma(zhs_10, zhs_10, -zhh_10);
        double zt_10 = zhh_10 - zrr_10;
        double ze_10 = fma(zls_10, zls_10, zt_10) + (zhhe_10 - zrre_10);
        double zrc_10 = zr0_10 + ze_10 / (2.0 * zr0_10);
        zm_10 = zrc_10 / zsc_10;
    }
    if (zr_10 == (double)INFINITY || zi_10 == (double)INFINITY) {
        zm_10 = (double)INFINITY;
    }
    double zr_11 = fabs(a_11.x);
    double zi_11 = fabs(a_11.y);
    double zh_11 = fmax(zr_11, zi_11);
    double zl_11 = fmin(zr_11, zi_11);
    double zs_11 = zr_11 + zi_11;
    double zm_11 = zs_11;
    if (zh_11 > 0.0 && zh_11 < (double)INFINITY && zs_11 == zs_11) {
        double zsc_11 = 1.0;
        if (zh_11 > 3.273390607896142e150) {
            zsc_11 = 2.409919865102884e-181;
        }
        if (zh_11 < 3.054936363499605e-151) {
            zsc_11 = 1.0715086071862673e301;
        }
        double zhs_11 = zh_11 * zsc_11;
        double zls_11 = zl_11 * zsc_11;
        double zll_11 = zls_11 * zls_11;
        double zr0_11 = sqrt(fma(zhs_11, zhs_11, zll_11));
        double zrr_11 = zr0_11 * zr0_11;
        double zrre_11 = fma(zr0_11, zr0_11, -zrr_11);
        double zhh_11 = zhs_11 * zhs_11;
        double zhhe_11 = fma(zhs_11, zhs_11, -zhh_11);
        double zt_11 = zhh_11 - zrr_11;
        double ze_11 = fma(zls_11, zls_11, zt_11) + (zhhe_11 - zrre_11);
        double zrc_11 = zr0_11 + ze_11 / (2.0 * zr0_11);
        zm_11 = zrc_11 / zsc_11;
    }
    if (zr_11 == (double)INFINITY || zi_11 == (double)INFINITY) {
        zm_11 = (double)INFINITY;
    }
    long row_36 = (long)get_local_id(0) % 16;
    W[row_36] = zm_8;
    long row_37 = (long)get_local_id(0) % 16;
    W[row_37 + 16] = zm_9;
    long row_38 = (long)get_local_id(0) % 16;
    W[row_38 + 32] = zm_10;
    long row_39 = (long)get_local_id(0) % 16;
    W[row_39 + 48] = zm_11;
    double2 k = a_8 * (double2)(1.0, -1.0);
    double2 k_1 = a_9 * (double2)(1.0, -1.0);
    double2 k_2 = a_10 * (double2)(1.0, -1.0);
    double2 k_3 = a_11 * (double2)(1.0, -1.0);
    long row_40 = (long)get_local_id(0) % 16;
    K[row_40] = k;
    long row_41 = (long)get_local_id(0) % 16;
    K[row_41 + 16] = k_1;
    long row_42 = (long)get_local_id(0) % 16;
    K[row_42 + 32] = k_2;
    long row_43 = (long)get_local_id(0) % 16;
    K[row_43 + 48] = k_3;
}
