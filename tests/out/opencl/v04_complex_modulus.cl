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

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void k(global float2* A, global double2* B, global float* RA, global double* RB, global float* X, global float* E, global double* F) {
    // foreach %i: iterations spread over the work-group
    for (long i = (long)get_local_id(0); i < 64; i += 32) {
        float2 a = A[i];
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
        float ra = zm;
        RA[i] = ra;
        double2 b = B[i];
        double zr_1 = fabs(b.x);
        double zi_1 = fabs(b.y);
        double zh_1 = fmax(zr_1, zi_1);
        double zl_1 = fmin(zr_1, zi_1);
        double zs_1 = zr_1 + zi_1;
        double zm_1 = zs_1;
        if (zh_1 > 0.0 && zh_1 < (double)INFINITY && zs_1 == zs_1) {
            double zsc_1 = 1.0;
            if (zh_1 > 3.273390607896142e150) {
                zsc_1 = 2.409919865102884e-181;
            }
            if (zh_1 < 3.054936363499605e-151) {
                zsc_1 = 1.0715086071862673e301;
            }
            double zhs_1 = zh_1 * zsc_1;
            double zls_1 = zl_1 * zsc_1;
            double zll_1 = zls_1 * zls_1;
            double zr0_1 = sqrt(fma(zhs_1, zhs_1, zll_1));
            double zrr_1 = zr0_1 * zr0_1;
            double zrre_1 = fma(zr0_1, zr0_1, -zrr_1);
            double zhh_1 = zhs_1 * zhs_1;
            double zhhe_1 = fma(zhs_1, zhs_1, -zhh_1);
            double zt_1 = zhh_1 - zrr_1;
            double ze_1 = fma(zls_1, zls_1, zt_1) + (zhhe_1 - zrre_1);
            double zrc_1 = zr0_1 + ze_1 / (2.0 * zr0_1);
            zm_1 = zrc_1 / zsc_1;
        }
        if (zr_1 == (double)INFINITY || zi_1 == (double)INFINITY) {
            zm_1 = (double)INFINITY;
        }
        double rb = zm_1;
        RB[i] = rb;
    }
    // foreach %t: iterations spread over the work-group
    for (long t = (long)get_local_id(0); t < 1; t += 32) {
        float r = X[0];
        float zr_2 = r - r;
        float2 z = (float2)((float)zr_2, 0);
        double rd = (double)r;
        double zd0 = rd - rd;
        double2 zd = (double2)((double)zd0, 0);
        float2 x0 = z + (float2)(-3.0f, 0.5f);
        float2 x1 = z + (float2)(1.0e30f, 1.0e30f);
        float2 x2 = z + (float2)(3.0e38f, 3.0e38f);
        float2 x3 = z + (float2)(1.0e-40f, 1.0e-41f);
        float2 x4 = z + (float2)(1.0e-45f, 0.0f);
        float2 x5 = z + (float2)(INFINITY, NAN);
        float2 x6 = z + (float2)(NAN, 1.0f);
        float2 x7 = z + (float2)(0.0f, 0.0f);
        float2 x8 = z + (float2)(2.0e-20f, 3.0e-20f);
        float zr_3 = fabs(x0.x);
        float zi_2 = fabs(x0.y);
        float zh_2 = fmax(zr_3, zi_2);
        float zl_2 = fmin(zr_3, zi_2);
        float zs_2 = zr_3 + zi_2;
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
        if (zr_3 == INFINITY || zi_2 == INFINITY) {
            zm_2 = INFINITY;
        }
        float m0 = zm_2;
        float zr_4 = fabs(x1.x);
        float zi_3 = fabs(x1.y);
        float zh_3 = fmax(zr_4, zi_3);
        float zl_3 = fmin(zr_4, zi_3);
        float zs_3 = zr_4 + zi_3;
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
        if (zr_4 == INFINITY || zi_3 == INFINITY) {
            zm_3 = INFINITY;
        }
        float m1 = zm_3;
        float zr_5 = fabs(x2.x);
        float zi_4 = fabs(x2.y);
        float zh_4 = fmax(zr_5, zi_4);
        float zl_4 = fmin(zr_5, zi_4);
        float zs_4 = zr_5 + zi_4;
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
        if (zr_5 == INFINITY || zi_4 == INFINITY) {
            zm_4 = INFINITY;
        }
        float m2 = zm_4;
        float zr_6 = fabs(x3.x);
        float zi_5 = fabs(x3.y);
        float zh_5 = fmax(zr_6, zi_5);
        float zl_5 = fmin(zr_6, zi_5);
        float zs_5 = zr_6 + zi_5;
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
        if (zr_6 == INFINITY || zi_5 == INFINITY) {
            zm_5 = INFINITY;
        }
        float m3 = zm_5;
        float zr_7 = fabs(x4.x);
        float zi_6 = fabs(x4.y);
        float zh_6 = fmax(zr_7, zi_6);
        float zl_6 = fmin(zr_7, zi_6);
        float zs_6 = zr_7 + zi_6;
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
        if (zr_7 == INFINITY || zi_6 == INFINITY) {
            zm_6 = INFINITY;
        }
        float m4 = zm_6;
        float zr_8 = fabs(x5.x);
        float zi_7 = fabs(x5.y);
        float zh_7 = fmax(zr_8, zi_7);
        float zl_7 = fmin(zr_8, zi_7);
        float zs_7 = zr_8 + zi_7;
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
        if (zr_8 == INFINITY || zi_7 == INFINITY) {
            zm_7 = INFINITY;
        }
        float m5 = zm_7;
        float zr_9 = fabs(x6.x);
        float zi_8 = fabs(x6.y);
        float zh_8 = fmax(zr_9, zi_8);
        float zl_8 = fmin(zr_9, zi_8);
        float zs_8 = zr_9 + zi_8;
        float zm_8 = zs_8;
        if (zh_8 > 0.0f && zh_8 < INFINITY && zs_8 == zs_8) {
            float zsc_8 = 1.0f;
            if (zh_8 > 1.1529215e18f) {
                zsc_8 = 8.4703295e-22f;
            }
            if (zh_8 < 8.6736174e-19f) {
                zsc_8 = 1.2676506e30f;
            }
            float zhs_8 = zh_8 * zsc_8;
            float zls_8 = zl_8 * zsc_8;
            float zll_8 = zls_8 * zls_8;
            float zr0_8 = sqrt(fma(zhs_8, zhs_8, zll_8));
            float zrr_8 = zr0_8 * zr0_8;
            float zrre_8 = fma(zr0_8, zr0_8, -zrr_8);
            float zhh_8 = zhs_8 * zhs_8;
            float zhhe_8 = fma(zhs_8, zhs_8, -zhh_8);
            float zt_8 = zhh_8 - zrr_8;
            float ze_8 = fma(zls_8, zls_8, zt_8) + (zhhe_8 - zrre_8);
            float zrc_8 = zr0_8 + ze_8 / (2.0f * zr0_8);
            zm_8 = zrc_8 / zsc_8;
        }
        if (zr_9 == INFINITY || zi_8 == INFINITY) {
            zm_8 = INFINITY;
        }
        float m6 = zm_8;
        float zr_10 = fabs(x7.x);
        float zi_9 = fabs(x7.y);
        float zh_9 = fmax(zr_10, zi_9);
        float zl_9 = fmin(zr_10, zi_9);
        float zs_9 = zr_10 + zi_9;
        float zm_9 = zs_9;
        if (zh_9 > 0.0f && zh_9 < INFINITY && zs_9 == zs_9) {
            float zsc_9 = 1.0f;
            if (zh_9 > 1.1529215e18f) {
                zsc_9 = 8.4703295e-22f;
            }
            if (zh_9 < 8.6736174e-19f) {
                zsc_9 = 1.2676506e30f;
            }
            float zhs_9 = zh_9 * zsc_9;
            float zls_9 = zl_9 * zsc_9;
            float zll_9 = zls_9 * zls_9;
            float zr0_9 = sqrt(fma(zhs_9, zhs_9, zll_9));
            float zrr_9 = zr0_9 * zr0_9;
            float zrre_9 = fma(zr0_9, zr0_9, -zrr_9);
            float zhh_9 = zhs_9 * zhs_9;
            float zhhe_9 = fma(zhs_9, zhs_9, -zhh_9);
            float zt_9 = zhh_9 - zrr_9;
            float ze_9 = fma(zls_9, zls_9, zt_9) + (zhhe_9 - zrre_9);
            float zrc_9 = zr0_9 + ze_9 / (2.0f * zr0_9);
            zm_9 = zrc_9 / zsc_9;
        }
        if (zr_10 == INFINITY || zi_9 == INFINITY) {
            zm_9 = INFINITY;
        }
        float m7 = zm_9;
        float zr_11 = fabs(x8.x);
        float zi_10 = fabs(x8.y);
        float zh_10 = fmax(zr_11, zi_10);
        float zl_10 = fmin(zr_11, zi_10);
        float zs_10 = zr_11 + zi_10;
        float zm_10 = zs_10;
        if (zh_10 > 0.0f && zh_10 < INFINITY && zs_10 == zs_10) {
            float zsc_10 = 1.0f;
            if (zh_10 > 1.1529215e18f) {
                zsc_10 = 8.4703295e-22f;
            }
            if (zh_10 < 8.6736174e-19f) {
                zsc_10 = 1.2676506e30f;
            }
            float zhs_10 = zh_10 * zsc_10;
            float zls_10 = zl_10 * zsc_10;
            float zll_10 = zls_10 * zls_10;
            float zr0_10 = sqrt(fma(zhs_10, zhs_10, zll_10));
            float zrr_10 = zr0_10 * zr0_10;
            float zrre_10 = fma(zr0_10, zr0_10, -zrr_10);
            float zhh_10 = zhs_10 * zhs_10;
            float zhhe_10 = fma(zhs_10, zhs_10, -zhh_10);
            float zt_10 = zhh_10 - zrr_10;
            float ze_10 = fma(zls_10, zls_10, zt_10) + (zhhe_10 - zrre_10);
            float zrc_10 = zr0_10 + ze_10 / (2.0f * zr0_10);
            zm_10 = zrc_10 / zsc_10;
        }
        if (zr_11 == INFINITY || zi_10 == INFINITY) {
            zm_10 = INFINITY;
        }
        float m8 = zm_10;
        E[0] = m0;
        E[1] = m1;
        E[2] = m2;
        E[3] = m3;
        E[4] = m4;
        E[5] = m5;
        E[6] = m6;
        E[7] = m7;
        E[8] = m8;
        double2 y0 = zd + (double2)(-3.0, 0.5);
        double2 y1 = zd + (double2)(1.0e200, 1.0e200);
        double2 y2 = zd + (double2)(1.7e308, 1.7e308);
        double2 y3 = zd + (double2)(5.0e-324, 5.0e-324);
        double2 y4 = zd + (double2)(1.0e-300, 1.0e-300);
        double2 y5 = zd + (double2)((double)NAN, (double)INFINITY);
        double2 y6 = zd + (double2)((double)NAN, 0.0);
        double2 y7 = zd + (double2)(0.0, 0.0);
        double2 y8 = zd + (double2)(1.0e-160, 3.0e-160);
        double zr_12 = fabs(y0.x);
        double zi_11 = fabs(y0.y);
        double zh_11 = fmax(zr_12, zi_11);
        double zl_11 = fmin(zr_12, zi_11);
        double zs_11 = zr_12 + zi_11;
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
        if (zr_12 == (double)INFINITY || zi_11 == (double)INFINITY) {
            zm_11 = (double)INFINITY;
        }
        double n0 = zm_11;
        double zr_13 = fabs(y1.x);
        double zi_12 = fabs(y1.y);
        double zh_12 = fmax(zr_13, zi_12);
        double zl_12 = fmin(zr_13, zi_12);
        double zs_12 = zr_13 + zi_12;
        double zm_12 = zs_12;
        if (zh_12 > 0.0 && zh_12 < (double)INFINITY && zs_12 == zs_12) {
            double zsc_12 = 1.0;
            if (zh_12 > 3.273390607896142e150) {
                zsc_12 = 2.409919865102884e-181;
            }
            if (zh_12 < 3.054936363499605e-151) {
                zsc_12 = 1.0715086071862673e301;
            }
            double zhs_12 = zh_12 * zsc_12;
            double zls_12 = zl_12 * zsc_12;
            double zll_12 = zls_12 * zls_12;
            double zr0_12 = sqrt(fma(zhs_12, zhs_12, zll_12));
            double zrr_12 = zr0_12 * zr0_12;
            double zrre_12 = fma(zr0_12, zr0_12, -zrr_12);
            double zhh_12 = zhs_12 * zhs_12;
            double zhhe_12 = fma(zhs_12, zhs_12, -zhh_12);
            double zt_12 = zhh_12 - zrr_12;
            double ze_12 = fma(zls_12, zls_12, zt_12) + (zhhe_12 - zrre_12);
            double zrc_12 = zr0_12 + ze_12 / (2.0 * zr0_12);
            zm_12 = zrc_12 / zsc_12;
        }
        if (zr_13 == (double)INFINITY || zi_12 == (double)INFINITY) {
            zm_12 = (double)INFINITY;
        }
        double n1 = zm_12;
        double zr_14 = fabs(y2.x);
        double zi_13 = fabs(y2.y);
        double zh_13 = fmax(zr_14, zi_13);
        double zl_13 = fmin(zr_14, zi_13);
        double zs_13 = zr_14 + zi_13;
        double zm_13 = zs_13;
        if (zh_13 > 0.0 && zh_13 < (double)INFINITY && zs_13 == zs_13) {
            double zsc_13 = 1.0;
            if (zh_13 > 3.273390607896142e150) {
                zsc_13 = 2.409919865102884e-181;
            }
            if (zh_13 < 3.054936363499605e-151) {
                zsc_13 = 1.0715086071862673e301;
            }
            double zhs_13 = zh_13 * zsc_13;
            double zls_13 = zl_13 * zsc_13;
            double zll_13 = zls_13 * zls_13;
            double zr0_13 = sqrt(fma(zhs_13, zhs_13, zll_13));
            double zrr_13 = zr0_13 * zr0_13;
            double zrre_13 = fma(zr0_13, zr0_13, -zrr_13);
            double zhh_13 = zhs_13 * zhs_13;
            double zhhe_13 = fma(zhs_13, zhs_13, -zhh_13);
            double zt_13 = zhh_13 - zrr_13;
            double ze_13 = fma(zls_13, zls_13, zt_13) + (zhhe_13 - zrre_13);
            double zrc_13 = zr0_13 + ze_13 / (2.0 * zr0_13);
            zm_13 = zrc_13 / zsc_13;
        }
        if (zr_14 == (double)INFINITY || zi_13 == (double)INFINITY) {
            zm_13 = (double)INFINITY;
        }
        double n2 = zm_13;
        double zr_15 = fabs(y3.x);
        double zi_14 = fabs(y3.y);
        double zh_14 = fmax(zr_15, zi_14);
        double zl_14 = fmin(zr_15, zi_14);
        double zs_14 = zr_15 + zi_14;
        double zm_14 = zs_14;
        if (zh_14 > 0.0 && zh_14 < (double)INFINITY && zs_14 == zs_14) {
            double zsc_14 = 1.0;
            if (zh_14 > 3.273390607896142e150) {
                zsc_14 = 2.409919865102884e-181;
            }
            if (zh_14 < 3.054936363499605e-151) {
                zsc_14 = 1.0715086071862673e301;
            }
            double zhs_14 = zh_14 * zsc_14;
            double zls_14 = zl_14 * zsc_14;
            double zll_14 = zls_14 * zls_14;
            double zr0_14 = sqrt(fma(zhs_14, zhs_14, zll_14));
            double zrr_14 = zr0_14 * zr0_14;
            double zrre_14 = fma(zr0_14, zr0_14, -zrr_14);
            double zhh_14 = zhs_14 * zhs_14;
            double zhhe_14 = fma(zhs_14, zhs_14, -zhh_14);
            double zt_14 = zhh_14 - zrr_14;
            double ze_14 = fma(zls_14, zls_14, zt_14) + (zhhe_14 - zrre_14);
            double zrc_14 = zr0_14 + ze_14 / (2.0 * zr0_14);
            zm_14 = zrc_14 / zsc_14;
        }
        if (zr_15 == (double)INFINITY || zi_14 == (double)INFINITY) {
            zm_14 = (double)INFINITY;
        }
        double n3 = zm_14;
        double zr_16 = fabs(y4.x);
        double zi_15 = fabs(y4.y);
        double zh_15 = fmax(zr_16, zi_15);
        double zl_15 = fmin(zr_16, zi_15);
        double zs_15 = zr_16 + zi_15;
        double zm_15 = zs_15;
        if (zh_15 > 0.0 && zh_15 < (double)INFINITY && zs_15 == zs_15) {
            double zsc_15 = 1.0;
            if (zh_15 > 3.273390607896142e150) {
                zsc_15 = 2.409919865102884e-181;
            }
            if (zh_15 < 3.054936363499605e-151) {
                zsc_15 = 1.0715086071862673e301;
            }
            double zhs_15 = zh_15 * zsc_15;
            double zls_15 = zl_15 * zsc_15;
            double zll_15 = zls_15 * zls_15;
            double zr0_15 = sqrt(fma(zhs_15, zhs_15, zll_15));
            double zrr_15 = zr0_15 * zr0_15;
            double zrre_15 = fma(zr0_15, zr0_15, -zrr_15);
            double zhh_15 = zhs_15 * zhs_15;
            double zhhe_15 = fma(zhs_15, zhs_15, -zhh_15);
            double zt_15 = zhh_15 - zrr_15;
            double ze_15 = fma(zls_15, zls_15, zt_15) + (zhhe_15 - zrre_15);
            double zrc_15 = zr0_15 + ze_15 / (2.0 * zr0_15);
            zm_15 = zrc_15 / zsc_15;
        }
        if (zr_16 == (double)INFINITY || zi_15 == (double)INFINITY) {
            zm_15 = (double)INFINITY;
        }
        double n4 = zm_15;
        double zr_17 = fabs(y5.x);
        double zi_16 = fabs(y5.y);
        double zh_16 = fmax(zr_17, zi_16);
        double zl_16 = fmin(zr_17, zi_16);
        double zs_16 = zr_17 + zi_16;
        double zm_16 = zs_16;
        if (zh_16 > 0.0 && zh_16 < (double)INFINITY && zs_16 == zs_16) {
            double zsc_16 = 1.0;
            if (zh_16 > 3.273390607896142e150) {
                zsc_16 = 2.409919865102884e-181;
            }
            if (zh_16 < 3.054936363499605e-151) {
                zsc_16 = 1.0715086071862673e301;
            }
            double zhs_16 = zh_16 * zsc_16;
            double zls_16 = zl_16 * zsc_16;
            double zll_16 = zls_16 * zls_16;
            double zr0_16 = sqrt(fma(zhs_16, zhs_16, zll_16));
            double zrr_16 = zr0_16 * zr0_16;
            double zrre_16 = fma(zr0_16, zr0_16, -zrr_16);
            double zhh_16 = zhs_16 * zhs_16;
            double zhhe_16 = fma(zhs_16, zhs_16, -zhh_16);
            double zt_16 = zhh_16 - zrr_16;
            double ze_16 = fma(zls_16, zls_16, zt_16) + (zhhe_16 - zrre_16);
            double zrc_16 = zr0_16 + ze_16 / (2.0 * zr0_16);
            zm_16 = zrc_16 / zsc_16;
        }
        if (zr_17 == (double)INFINITY || zi_16 == (double)INFINITY) {
            zm_16 = (double)INFINITY;
        }
        double n5 = zm_16;
        double zr_18 = fabs(y6.x);
        double zi_17 = fabs(y6.y);
        double zh_17 = fmax(zr_18, zi_17);
        double zl_17 = fmin(zr_18, zi_17);
        double zs_17 = zr_18 + zi_17;
        double zm_17 = zs_17;
        if (zh_17 > 0.0 && zh_17 < (double)INFINITY && zs_17 == zs_17) {
            double zsc_17 = 1.0;
            if (zh_17 > 3.273390607896142e150) {
                zsc_17 = 2.409919865102884e-181;
            }
            if (zh_17 < 3.054936363499605e-151) {
                zsc_17 = 1.0715086071862673e301;
            }
            double zhs_17 = zh_17 * zsc_17;
            double zls_17 = zl_17 * zsc_17;
            double zll_17 = zls_17 * zls_17;
            double zr0_17 = sqrt(fma(zhs_17, zhs_17, zll_17));
            double zrr_17 = zr0_17 * zr0_17;
            double zrre_17 = fma(zr0_17, zr0_17, -zrr_17);
            double zhh_17 = zhs_17 * zhs_17;
            double zhhe_17 = fma(zhs_17, zhs_17, -zhh_17);
            double zt_17 = zhh_17 - zrr_17;
            double ze_17 = fma(zls_17, zls_17, zt_17) + (zhhe_17 - zrre_17);
            double zrc_17 = zr0_17 + ze_17 / (2.0 * zr0_17);
            zm_17 = zrc_17 / zsc_17;
        }
        if (zr_18 == (double)INFINITY || zi_17 == (double)INFINITY) {
            zm_17 = (double)INFINITY;
        }
        double n6 = zm_17;
        double zr_19 = fabs(y7.x);
        double zi_18 = fabs(y7.y);
        double zh_18 = fmax(zr_19, zi_18);
        double zl_18 = fmin(zr_19, zi_18);
        double zs_18 = zr_19 + zi_18;
        double zm_18 = zs_18;
        if (zh_18 > 0.0 && zh_18 < (double)INFINITY && zs_18 == zs_18) {
            double zsc_18 = 1.0;
            if (zh_18 > 3.273390607896142e150) {
                zsc_18 = 2.409919865102884e-181;
            }
            if (zh_18 < 3.054936363499605e-151) {
                zsc_18 = 1.0715086071862673e301;
            }
            double zhs_18 = zh_18 * zsc_18;
            double zls_18 = zl_18 * zsc_18;
            double zll_18 = zls_18 * zls_18;
            double zr0_18 = sqrt(fma(zhs_18, zhs_18, zll_18));
            double zrr_18 = zr0_18 * zr0_18;
            double zrre_18 = fma(zr0_18, zr0_18, -zrr_18);
            double zhh_18 = zhs_18 * zhs_18;
            double zhhe_18 = fma(zhs_18, zhs_18, -zhh_18);
            double zt_18 = zhh_18 - zrr_18;
            double ze_18 = fma(zls_18, zls_18, zt_18) + (zhhe_18 - zrre_18);
            double zrc_18 = zr0_18 + ze_18 / (2.0 * zr0_18);
            zm_18 = zrc_18 / zsc_18;
        }
        if (zr_19 == (double)INFINITY || zi_18 == (double)INFINITY) {
            zm_18 = (double)INFINITY;
        }
        double n7 = zm_18;
        double zr_20 = fabs(y8.x);
        double zi_19 = fabs(y8.y);
        double zh_19 = fmax(zr_20, zi_19);
        double zl_19 = fmin(zr_20, zi_19);
        double zs_19 = zr_20 + zi_19;
        double zm_19 = zs_19;
        if (zh_19 > 0.0 && zh_19 < (double)INFINITY && zs_19 == zs_19) {
            double zsc_19 = 1.0;
            if (zh_19 > 3.273390607896142e150) {
                zsc_19 = 2.409919865102884e-181;
            }
            if (zh_19 < 3.054936363499605e-151) {
                zsc_19 = 1.0715086071862673e301;
            }
            double zhs_19 = zh_19 * zsc_19;
            double zls_19 = zl_19 * zsc_19;
            double zll_19 = zls_19 * zls_19;
            double zr0_19 = sqrt(fma(zhs_19, zhs_19, zll_19));
            double zrr_19 = zr0_19 * zr0_19;
            double zrre_19 = fma(zr0_19, zr0_19, -zrr_19);
            double zhh_19 = zhs_19 * zhs_19;
            double zhhe_19 = fma(zhs_19, zhs_19, -zhh_19);
            double zt_19 = zhh_19 - zrr_19;
            double ze_19 = fma(zls_19, zls_19, zt_19) + (zhhe_19 - zrre_19);
            double zrc_19 = zr0_19 + ze_19 / (2.0 * zr0_19);
            zm_19 = zrc_19 / zsc_19;
        }
        if (zr_20 == (double)INFINITY || zi_19 == (double)INFINITY) {
            zm_19 = (double)INFINITY;
        }
        double n8 = zm_19;
        F[0] = n0;
        F[1] = n1;
        F[2] = n2;
        F[3] = n3;
        F[4] = n4;
        F[5] = n5;
        F[6] = n6;
        F[7] = n7;
        F[8] = n8;
    }
}
