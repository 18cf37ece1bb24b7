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
void extremes(global float* F, global double* D, global double2* Q, global float2* q) {
    float2 z = (float2)(1.0e30f, 1.0e30f);
    float zr = fabs(z.x);
    float zi = fabs(z.y);
    float zh = fmax(zr, zi);
    float zs = zr + zi;
    float zm = zs;
    float zq = fmin(zr, zi) / zh;
    if (zh > 0.0f && zh < INFINITY && zs == zs) {
        zm = zh * sqrt(1.0f + zq * zq);
    }
    if (zr == INFINITY || zi == INFINITY) {
        zm = INFINITY;
    }
    float a0 = zm;
    F[0] = a0;
    float2 z_1 = (float2)(3.0e-30f, 4.0e-30f);
    float zr_1 = fabs(z_1.x);
    float zi_1 = fabs(z_1.y);
    float zh_1 = fmax(zr_1, zi_1);
    float zs_1 = zr_1 + zi_1;
    float zm_1 = zs_1;
    float zq_1 = fmin(zr_1, zi_1) / zh_1;
    if (zh_1 > 0.0f && zh_1 < INFINITY && zs_1 == zs_1) {
        zm_1 = zh_1 * sqrt(1.0f + zq_1 * zq_1);
    }
    if (zr_1 == INFINITY || zi_1 == INFINITY) {
        zm_1 = INFINITY;
    }
    float a1 = zm_1;
    F[1] = a1;
    float2 z_2 = (float2)(0.0f, 0.0f);
    float zr_2 = fabs(z_2.x);
    float zi_2 = fabs(z_2.y);
    float zh_2 = fmax(zr_2, zi_2);
    float zs_2 = zr_2 + zi_2;
    float zm_2 = zs_2;
    float zq_2 = fmin(zr_2, zi_2) / zh_2;
    if (zh_2 > 0.0f && zh_2 < INFINITY && zs_2 == zs_2) {
        zm_2 = zh_2 * sqrt(1.0f + zq_2 * zq_2);
    }
    if (zr_2 == INFINITY || zi_2 == INFINITY) {
        zm_2 = INFINITY;
    }
    float a2 = zm_2;
    F[2] = a2;
    float2 z_3 = (float2)(-3.0f, 4.0f);
    float zr_3 = fabs(z_3.x);
    float zi_3 = fabs(z_3.y);
    float zh_3 = fmax(zr_3, zi_3);
    float zs_3 = zr_3 + zi_3;
    float zm_3 = zs_3;
    float zq_3 = fmin(zr_3, zi_3) / zh_3;
    if (zh_3 > 0.0f && zh_3 < INFINITY && zs_3 == zs_3) {
        zm_3 = zh_3 * sqrt(1.0f + zq_3 * zq_3);
    }
    if (zr_3 == INFINITY || zi_3 == INFINITY) {
        zm_3 = INFINITY;
    }
    float a3 = zm_3;
    F[3] = a3;
    float2 z_4 = (float2)(INFINITY, NAN);
    float zr_4 = fabs(z_4.x);
    float zi_4 = fabs(z_4.y);
    float zh_4 = fmax(zr_4, zi_4);
    float zs_4 = zr_4 + zi_4;
    float zm_4 = zs_4;
    float zq_4 = fmin(zr_4, zi_4) / zh_4;
    if (zh_4 > 0.0f && zh_4 < INFINITY && zs_4 == zs_4) {
        zm_4 = zh_4 * sqrt(1.0f + zq_4 * zq_4);
    }
    if (zr_4 == INFINITY || zi_4 == INFINITY) {
        zm_4 = INFINITY;
    }
    float a4 = zm_4;
    F[4] = a4;
    float2 z_5 = (float2)(NAN, 1.0f);
    float zr_5 = fabs(z_5.x);
    float zi_5 = fabs(z_5.y);
    float zh_5 = fmax(zr_5, zi_5);
    float zs_5 = zr_5 + zi_5;
    float zm_5 = zs_5;
    float zq_5 = fmin(zr_5, zi_5) / zh_5;
    if (zh_5 > 0.0f && zh_5 < INFINITY && zs_5 == zs_5) {
        zm_5 = zh_5 * sqrt(1.0f + zq_5 * zq_5);
    }
    if (zr_5 == INFINITY || zi_5 == INFINITY) {
        zm_5 = INFINITY;
    }
    float a5 = zm_5;
    F[5] = a5;
    float2 z_6 = (float2)(3.0e38f, 3.0e38f);
    float zr_6 = fabs(z_6.x);
    float zi_6 = fabs(z_6.y);
    float zh_6 = fmax(zr_6, zi_6);
    float zs_6 = zr_6 + zi_6;
    float zm_6 = zs_6;
    float zq_6 = fmin(zr_6, zi_6) / zh_6;
    if (zh_6 > 0.0f && zh_6 < INFINITY && zs_6 == zs_6) {
        zm_6 = zh_6 * sqrt(1.0f + zq_6 * zq_6);
    }
    if (zr_6 == INFINITY || zi_6 == INFINITY) {
        zm_6 = INFINITY;
    }
    float a6 = zm_6;
    F[6] = a6;
    float2 z_7 = (float2)(1.0e-45f, 0.0f);
    float zr_7 = fabs(z_7.x);
    float zi_7 = fabs(z_7.y);
    float zh_7 = fmax(zr_7, zi_7);
    float zs_7 = zr_7 + zi_7;
    float zm_7 = zs_7;
    float zq_7 = fmin(zr_7, zi_7) / zh_7;
    if (zh_7 > 0.0f && zh_7 < INFINITY && zs_7 == zs_7) {
        zm_7 = zh_7 * sqrt(1.0f + zq_7 * zq_7);
    }
    if (zr_7 == INFINITY || zi_7 == INFINITY) {
        zm_7 = INFINITY;
    }
    float a7 = zm_7;
    F[7] = a7;
    double2 z_8 = (double2)(1.0e200, 1.0e200);
    double zr_8 = fabs(z_8.x);
    double zi_8 = fabs(z_8.y);
    double zh_8 = fmax(zr_8, zi_8);
    double zs_8 = zr_8 + zi_8;
    double zm_8 = zs_8;
    double zq_8 = fmin(zr_8, zi_8) / zh_8;
    if (zh_8 > 0.0 && zh_8 < (double)INFINITY && zs_8 == zs_8) {
        zm_8 = zh_8 * sqrt(1.0 + zq_8 * zq_8);
    }
    if (zr_8 == (double)INFINITY || zi_8 == (double)INFINITY) {
        zm_8 = (double)INFINITY;
    }
    double d0 = zm_8;
    D[0] = d0;
    double2 z_9 = (double2)(3.0e-200, 4.0e-200);
    double zr_9 = fabs(z_9.x);
    double zi_9 = fabs(z_9.y);
    double zh_9 = fmax(zr_9, zi_9);
    double zs_9 = zr_9 + zi_9;
    double zm_9 = zs_9;
    double zq_9 = fmin(zr_9, zi_9) / zh_9;
    if (zh_9 > 0.0 && zh_9 < (double)INFINITY && zs_9 == zs_9) {
        zm_9 = zh_9 * sqrt(1.0 + zq_9 * zq_9);
    }
    if (zr_9 == (double)INFINITY || zi_9 == (double)INFINITY) {
        zm_9 = (double)INFINITY;
    }
    double d1 = zm_9;
    D[1] = d1;
    double2 z_10 = (double2)(-(double)INFINITY, 2.0);
    double zr_10 = fabs(z_10.x);
    double zi_10 = fabs(z_10.y);
    double zh_10 = fmax(zr_10, zi_10);
    double zs_10 = zr_10 + zi_10;
    double zm_10 = zs_10;
    double zq_10 = fmin(zr_10, zi_10) / zh_10;
    if (zh_10 > 0.0 && zh_10 < (double)INFINITY && zs_10 == zs_10) {
        zm_10 = zh_10 * sqrt(1.0 + zq_10 * zq_10);
    }
    if (zr_10 == (double)INFINITY || zi_10 == (double)INFINITY) {
        zm_10 = (double)INFINITY;
    }
    double d2 = zm_10;
    D[2] = d2;
    double2 z_11 = (double2)(5.0, -12.0);
    double zr_11 = fabs(z_11.x);
    double zi_11 = fabs(z_11.y);
    double zh_11 = fmax(zr_11, zi_11);
    double zs_11 = zr_11 + zi_11;
    double zm_11 = zs_11;
    double zq_11 = fmin(zr_11, zi_11) / zh_11;
    if (zh_11 > 0.0 && zh_11 < (double)INFINITY && zs_11 == zs_11) {
        zm_11 = zh_11 * sqrt(1.0 + zq_11 * zq_11);
    }
    if (zr_11 == (double)INFINITY || zi_11 == (double)INFINITY) {
        zm_11 = (double)INFINITY;
    }
    double d3 = zm_11;
    D[3] = d3;
    double2 q0 = tinyc_cdiv_d((double2)(1.0e200, 1.0e200), (double2)(2.0e200, 1.0e200));
    Q[0] = q0;
    double2 q1 = tinyc_cdiv_d((double2)(1.0e-200, 3.0e-200), (double2)(2.0e-200, 1.0e-200));
    Q[1] = q1;
    double2 q2 = tinyc_cdiv_d((double2)(1.0, 2.0), (double2)(1.0e-300, 4.0e-300));
    Q[2] = q2;
    float2 f0 = tinyc_cdiv_f((float2)(2.0e30f, 1.0e30f), (float2)(1.0e30f, 3.0e30f));
    q[0] = f0;
    float2 f1 = tinyc_cdiv_f((float2)(1.0f, -1.0f), (float2)(4.0e-30f, 2.0e-30f));
    q[1] = f1;
    float2 z_12 = (float2)(89.0f, 0.5f);
    float re = z_12.x;
    float angle = z_12.y;
    float scale = exp(re);
    float er = scale * cos(angle);
    float ei = scale * sin(angle);
    if (re > 80.0f) {
        float eh = exp(re * 0.5f);
        er = eh * cos(angle) * eh;
        ei = eh * sin(angle) * eh;
    }
    if (re == INFINITY) {
        if (angle == 0.0f) {
            er = re;
            ei = angle;
        }
        if (!(fabs(angle) < INFINITY)) {
            er = re;
            ei = angle - angle;
        }
    }
    if (re == -INFINITY) {
        if (!(fabs(angle) < INFINITY)) {
            er = 0.0f;
            ei = 0.0f;
        }
    }
    if (re != re) {
        if (angle == 0.0f) {
            er = re;
            ei = angle;
        }
    }
    float2 e0 = (float2)(er, ei);
    q[2] = e0;
    float2 z_13 = (float2)(127.5f, -2.0f);
    float re_1 = z_13.x * 0.6931472f;
    float angle_1 = z_13.y * 0.6931472f;
    float scale_1 = exp(re_1);
    float er_1 = scale_1 * cos(angle_1);
    float ei_1 = scale_1 * sin(angle_1);
    if (re_1 > 80.0f) {
        float eh_1 = exp(re_1 * 0.5f);
        er_1 = eh_1 * cos(angle_1) * eh_1;
        ei_1 = eh_1 * sin(angle_1) * eh_1;
    }
    if (re_1 == INFINITY) {
        if (angle_1 == 0.0f) {
            er_1 = re_1;
            ei_1 = angle_1;
        }
        if (!(fabs(angle_1) < INFINITY)) {
            er_1 = re_1;
            ei_1 = angle_1 - angle_1;
        }
    }
    if (re_1 == -INFINITY) {
        if (!(fabs(angle_1) < INFINITY)) {
            er_1 = 0.0f;
            ei_1 = 0.0f;
        }
    }
    if (re_1 != re_1) {
        if (angle_1 == 0.0f) {
            er_1 = re_1;
            ei_1 = angle_1;
        }
    }
    float2 e1 = (float2)(er_1, ei_1);
    q[3] = e1;
    double2 z_14 = (double2)(709.9, 1.2);
    double re_2 = z_14.x;
    double angle_2 = z_14.y;
    double scale_2 = exp(re_2);
    double er_2 = scale_2 * cos(angle_2);
    double ei_2 = scale_2 * sin(angle_2);
    if (re_2 > 700.0) {
        double eh_2 = exp(re_2 * 0.5);
        er_2 = eh_2 * cos(angle_2) * eh_2;
        ei_2 = eh_2 * sin(angle_2) * eh_2;
    }
    if (re_2 == (double)INFINITY) {
        if (angle_2 == 0.0) {
            er_2 = re_2;
            ei_2 = angle_2;
        }
        if (!(fabs(angle_2) < (double)INFINITY)) {
            er_2 = re_2;
            ei_2 = angle_2 - angle_2;
        }
    }
    if (re_2 == -(double)INFINITY) {
        if (!(fabs(angle_2) < (double)INFINITY)) {
            er_2 = 0.0;
            ei_2 = 0.0;
        }
    }
    if (re_2 != re_2) {
        if (angle_2 == 0.0) {
            er_2 = re_2;
            ei_2 = angle_2;
        }
    }
    double2 e3 = (double2)(er_2, ei_2);
    Q[3] = e3;
}
