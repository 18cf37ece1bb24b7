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
void k(global float* X, global float2* O, global double2* P) {
    // foreach %t: iterations spread over the work-group
    for (long t = (long)get_local_id(0); t < 1; t += 32) {
        float r = X[0];
        float zr = r - r;
        float2 z = (float2)((float)zr, 0);
        double rd = (double)r;
        double zd0 = rd - rd;
        double2 zd = (double2)((double)zd0, 0);
        float2 a0 = z + (float2)(0.1f, 0.1f);
        float2 o0 = tinyc_cmul_f(a0, a0);
        float2 a1 = z + (float2)(1.0e30f, 1.0e30f);
        float2 o1 = tinyc_cmul_f(a1, a1);
        float2 a2 = z + (float2)(3.0e38f, 3.0e38f);
        float2 b2 = z + (float2)(1.0f, 1.0f);
        float2 o2 = tinyc_cdiv_f(a2, b2);
        float2 a3 = z + (float2)(1.0002441f, 1.0f);
        float2 b3 = z + (float2)(1.0002441f, 1.0004883f);
        float2 o3 = tinyc_cmul_f(a3, b3);
        float2 x0 = z + (float2)(INFINITY, 0.0f);
        float2 x1 = z + (float2)(NAN, 0.0f);
        float2 x2 = z + (float2)(-INFINITY, NAN);
        float2 x3 = z + (float2)(-INFINITY, INFINITY);
        float2 x4 = z + (float2)(INFINITY, INFINITY);
        float2 x5 = z + (float2)(INFINITY, NAN);
        float2 x6 = z + (float2)(-INFINITY, 1.0f);
        float2 x7 = z + (float2)(INFINITY, 1.0f);
        float2 x8 = z + (float2)(0.0f, 0.0f);
        float re = x0.x;
        float angle = x0.y;
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
        float2 o4 = (float2)(er, ei);
        float re_1 = x1.x;
        float angle_1 = x1.y;
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
        float2 o5 = (float2)(er_1, ei_1);
        float re_2 = x2.x;
        float angle_2 = x2.y;
        float scale_2 = exp(re_2);
        float er_2 = scale_2 * cos(angle_2);
        float ei_2 = scale_2 * sin(angle_2);
        if (re_2 > 80.0f) {
            float eh_2 = exp(re_2 * 0.5f);
            er_2 = eh_2 * cos(angle_2) * eh_2;
            ei_2 = eh_2 * sin(angle_2) * eh_2;
        }
        if (re_2 == INFINITY) {
            if (angle_2 == 0.0f) {
                er_2 = re_2;
                ei_2 = angle_2;
            }
            if (!(fabs(angle_2) < INFINITY)) {
                er_2 = re_2;
                ei_2 = angle_2 - angle_2;
            }
        }
        if (re_2 == -INFINITY) {
            if (!(fabs(angle_2) < INFINITY)) {
                er_2 = 0.0f;
                ei_2 = 0.0f;
            }
        }
        if (re_2 != re_2) {
            if (angle_2 == 0.0f) {
                er_2 = re_2;
                ei_2 = angle_2;
            }
        }
        float2 o6 = (float2)(er_2, ei_2);
        float re_3 = x3.x;
        float angle_3 = x3.y;
        float scale_3 = exp(re_3);
        float er_3 = scale_3 * cos(angle_3);
        float ei_3 = scale_3 * sin(angle_3);
        if (re_3 > 80.0f) {
            float eh_3 = exp(re_3 * 0.5f);
            er_3 = eh_3 * cos(angle_3) * eh_3;
            ei_3 = eh_3 * sin(angle_3) * eh_3;
        }
        if (re_3 == INFINITY) {
            if (angle_3 == 0.0f) {
                er_3 = re_3;
                ei_3 = angle_3;
            }
            if (!(fabs(angle_3) < INFINITY)) {
                er_3 = re_3;
                ei_3 = angle_3 - angle_3;
            }
        }
        if (re_3 == -INFINITY) {
            if (!(fabs(angle_3) < INFINITY)) {
                er_3 = 0.0f;
                ei_3 = 0.0f;
            }
        }
        if (re_3 != re_3) {
            if (angle_3 == 0.0f) {
                er_3 = re_3;
                ei_3 = angle_3;
            }
        }
        float2 o7 = (float2)(er_3, ei_3);
        float re_4 = x4.x;
        float angle_4 = x4.y;
        float scale_4 = exp(re_4);
        float er_4 = scale_4 * cos(angle_4);
        float ei_4 = scale_4 * sin(angle_4);
        if (re_4 > 80.0f) {
            float eh_4 = exp(re_4 * 0.5f);
            er_4 = eh_4 * cos(angle_4) * eh_4;
            ei_4 = eh_4 * sin(angle_4) * eh_4;
        }
        if (re_4 == INFINITY) {
            if (angle_4 == 0.0f) {
                er_4 = re_4;
                ei_4 = angle_4;
            }
            if (!(fabs(angle_4) < INFINITY)) {
                er_4 = re_4;
                ei_4 = angle_4 - angle_4;
            }
        }
        if (re_4 == -INFINITY) {
            if (!(fabs(angle_4) < INFINITY)) {
                er_4 = 0.0f;
                ei_4 = 0.0f;
            }
        }
        if (re_4 != re_4) {
            if (angle_4 == 0.0f) {
                er_4 = re_4;
                ei_4 = angle_4;
            }
        }
        float2 o8 = (float2)(er_4, ei_4);
        float re_5 = x5.x;
        float angle_5 = x5.y;
        float scale_5 = exp(re_5);
        float er_5 = scale_5 * cos(angle_5);
        float ei_5 = scale_5 * sin(angle_5);
        if (re_5 > 80.0f) {
            float eh_5 = exp(re_5 * 0.5f);
            er_5 = eh_5 * cos(angle_5) * eh_5;
            ei_5 = eh_5 * sin(angle_5) * eh_5;
        }
        if (re_5 == INFINITY) {
            if (angle_5 == 0.0f) {
                er_5 = re_5;
                ei_5 = angle_5;
            }
            if (!(fabs(angle_5) < INFINITY)) {
                er_5 = re_5;
                ei_5 = angle_5 - angle_5;
            }
        }
        if (re_5 == -INFINITY) {
            if (!(fabs(angle_5) < INFINITY)) {
                er_5 = 0.0f;
                ei_5 = 0.0f;
            }
        }
        if (re_5 != re_5) {
            if (angle_5 == 0.0f) {
                er_5 = re_5;
                ei_5 = angle_5;
            }
        }
        float2 o9 = (float2)(er_5, ei_5);
        float re_6 = x6.x;
        float angle_6 = x6.y;
        float scale_6 = exp(re_6);
        float er_6 = scale_6 * cos(angle_6);
        float ei_6 = scale_6 * sin(angle_6);
        if (re_6 > 80.0f) {
            float eh_6 = exp(re_6 * 0.5f);
            er_6 = eh_6 * cos(angle_6) * eh_6;
            ei_6 = eh_6 * sin(angle_6) * eh_6;
        }
        if (re_6 == INFINITY) {
            if (angle_6 == 0.0f) {
                er_6 = re_6;
                ei_6 = angle_6;
            }
            if (!(fabs(angle_6) < INFINITY)) {
                er_6 = re_6;
                ei_6 = angle_6 - angle_6;
            }
        }
        if (re_6 == -INFINITY) {
            if (!(fabs(angle_6) < INFINITY)) {
                er_6 = 0.0f;
                ei_6 = 0.0f;
            }
        }
        if (re_6 != re_6) {
            if (angle_6 == 0.0f) {
                er_6 = re_6;
                ei_6 = angle_6;
            }
        }
        float2 o10 = (float2)(er_6, ei_6);
        float re_7 = x7.x;
        float angle_7 = x7.y;
        float scale_7 = exp(re_7);
        float er_7 = scale_7 * cos(angle_7);
        float ei_7 = scale_7 * sin(angle_7);
        if (re_7 > 80.0f) {
            float eh_7 = exp(re_7 * 0.5f);
            er_7 = eh_7 * cos(angle_7) * eh_7;
            ei_7 = eh_7 * sin(angle_7) * eh_7;
        }
        if (re_7 == INFINITY) {
            if (angle_7 == 0.0f) {
                er_7 = re_7;
                ei_7 = angle_7;
            }
            if (!(fabs(angle_7) < INFINITY)) {
                er_7 = re_7;
                ei_7 = angle_7 - angle_7;
            }
        }
        if (re_7 == -INFINITY) {
            if (!(fabs(angle_7) < INFINITY)) {
                er_7 = 0.0f;
                ei_7 = 0.0f;
            }
        }
        if (re_7 != re_7) {
            if (angle_7 == 0.0f) {
                er_7 = re_7;
                ei_7 = angle_7;
            }
        }
        float2 o11 = (float2)(er_7, ei_7);
        float re_8 = x8.x;
        float angle_8 = x8.y;
        float scale_8 = exp(re_8);
        float er_8 = scale_8 * cos(angle_8);
        float ei_8 = scale_8 * sin(angle_8);
        if (re_8 > 80.0f) {
            float eh_8 = exp(re_8 * 0.5f);
            er_8 = eh_8 * cos(angle_8) * eh_8;
            ei_8 = eh_8 * sin(angle_8) * eh_8;
        }
        if (re_8 == INFINITY) {
            if (angle_8 == 0.0f) {
                er_8 = re_8;
                ei_8 = angle_8;
            }
            if (!(fabs(angle_8) < INFINITY)) {
                er_8 = re_8;
                ei_8 = angle_8 - angle_8;
            }
        }
        if (re_8 == -INFINITY) {
            if (!(fabs(angle_8) < INFINITY)) {
                er_8 = 0.0f;
                ei_8 = 0.0f;
            }
        }
        if (re_8 != re_8) {
            if (angle_8 == 0.0f) {
                er_8 = re_8;
                ei_8 = angle_8;
            }
        }
        float2 o12 = (float2)(er_8, ei_8);
        float re_9 = x0.x * 0.6931472f;
        float angle_9 = x0.y * 0.6931472f;
        float scale_9 = exp(re_9);
        float er_9 = scale_9 * cos(angle_9);
        float ei_9 = scale_9 * sin(angle_9);
        if (re_9 > 80.0f) {
            float eh_9 = exp(re_9 * 0.5f);
            er_9 = eh_9 * cos(angle_9) * eh_9;
            ei_9 = eh_9 * sin(angle_9) * eh_9;
        }
        if (re_9 == INFINITY) {
            if (angle_9 == 0.0f) {
                er_9 = re_9;
                ei_9 = angle_9;
            }
            if (!(fabs(angle_9) < INFINITY)) {
                er_9 = re_9;
                ei_9 = angle_9 - angle_9;
            }
        }
        if (re_9 == -INFINITY) {
            if (!(fabs(angle_9) < INFINITY)) {
                er_9 = 0.0f;
                ei_9 = 0.0f;
            }
        }
        if (re_9 != re_9) {
            if (angle_9 == 0.0f) {
                er_9 = re_9;
                ei_9 = angle_9;
            }
        }
        float2 o13 = (float2)(er_9, ei_9);
        float re_10 = x3.x * 0.6931472f;
        float angle_10 = x3.y * 0.6931472f;
        float scale_10 = exp(re_10);
        float er_10 = scale_10 * cos(angle_10);
        float ei_10 = scale_10 * sin(angle_10);
        if (re_10 > 80.0f) {
            float eh_10 = exp(re_10 * 0.5f);
            er_10 = eh_10 * cos(angle_10) * eh_10;
            ei_10 = eh_10 * sin(angle_10) * eh_10;
        }
        if (re_10 == INFINITY) {
            if (angle_10 == 0.0f) {
                er_10 = re_10;
                ei_10 = angle_10;
            }
            if (!(fabs(angle_10) < INFINITY)) {
                er_10 = re_10;
                ei_10 = angle_10 - angle_10;
            }
        }
        if (re_10 == -INFINITY) {
            if (!(fabs(angle_10) < INFINITY)) {
                er_10 = 0.0f;
                ei_10 = 0.0f;
            }
        }
        if (re_10 != re_10) {
            if (angle_10 == 0.0f) {
                er_10 = re_10;
                ei_10 = angle_10;
            }
        }
        float2 o14 = (float2)(er_10, ei_10);
        float2 a15 = z + (float2)(0.1f, 0.1f);
        float2 b15 = z + (float2)(0.1f, -0.1f);
        float2 o15 = tinyc_cdiv_f(a15, b15);
        double2 pa = zd + (double2)(1.0000000074505806, 1.0);
        double2 pb = zd + (double2)(1.0000000074505806, 1.0000000149011612);
        double2 p0 = tinyc_cmul_d(pa, pb);
        double2 y1 = zd + (double2)((double)INFINITY, 0.0);
        double2 y2 = zd + (double2)(-(double)INFINITY, (double)NAN);
        double2 y3 = zd + (double2)((double)NAN, 0.0);
        double re_11 = y1.x;
        double angle_11 = y1.y;
        double scale_11 = exp(re_11);
        double er_11 = scale_11 * cos(angle_11);
        double ei_11 = scale_11 * sin(angle_11);
        if (re_11 > 700.0) {
            double eh_11 = exp(re_11 * 0.5);
            er_11 = eh_11 * cos(angle_11) * eh_11;
            ei_11 = eh_11 * sin(angle_11) * eh_11;
        }
        if (re_11 == (double)INFINITY) {
            if (angle_11 == 0.0) {
                er_11 = re_11;
                ei_11 = angle_11;
            }
            if (!(fabs(angle_11) < (double)INFINITY)) {
                er_11 = re_11;
                ei_11 = angle_11 - angle_11;
            }
        }
        if (re_11 == -(double)INFINITY) {
            if (!(fabs(angle_11) < (double)INFINITY)) {
                er_11 = 0.0;
                ei_11 = 0.0;
            }
        }
        if (re_11 != re_11) {
            if (angle_11 == 0.0) {
                er_11 = re_11;
                ei_11 = angle_11;
            }
        }
        double2 p1 = (double2)(er_11, ei_11);
        double re_12 = y2.x;
        double angle_12 = y2.y;
        double scale_12 = exp(re_12);
        double er_12 = scale_12 * cos(angle_12);
        double ei_12 = scale_12 * sin(angle_12);
        if (re_12 > 700.0) {
            double eh_12 = exp(re_12 * 0.5);
            er_12 = eh_12 * cos(angle_12) * eh_12;
            ei_12 = eh_12 * sin(angle_12) * eh_12;
        }
        if (re_12 == (double)INFINITY) {
            if (angle_12 == 0.0) {
                er_12 = re_12;
                ei_12 = angle_12;
            }
            if (!(fabs(angle_12) < (double)INFINITY)) {
                er_12 = re_12;
                ei_12 = angle_12 - angle_12;
            }
        }
        if (re_12 == -(double)INFINITY) {
            if (!(fabs(angle_12) < (double)INFINITY)) {
                er_12 = 0.0;
                ei_12 = 0.0;
            }
        }
        if (re_12 != re_12) {
            if (angle_12 == 0.0) {
                er_12 = re_12;
                ei_12 = angle_12;
            }
        }
        double2 p2 = (double2)(er_12, ei_12);
        double re_13 = y3.x;
        double angle_13 = y3.y;
        double scale_13 = exp(re_13);
        double er_13 = scale_13 * cos(angle_13);
        double ei_13 = scale_13 * sin(angle_13);
        if (re_13 > 700.0) {
            double eh_13 = exp(re_13 * 0.5);
            er_13 = eh_13 * cos(angle_13) * eh_13;
            ei_13 = eh_13 * sin(angle_13) * eh_13;
        }
        if (re_13 == (double)INFINITY) {
            if (angle_13 == 0.0) {
                er_13 = re_13;
                ei_13 = angle_13;
            }
            if (!(fabs(angle_13) < (double)INFINITY)) {
                er_13 = re_13;
                ei_13 = angle_13 - angle_13;
            }
        }
        if (re_13 == -(double)INFINITY) {
            if (!(fabs(angle_13) < (double)INFINITY)) {
                er_13 = 0.0;
                ei_13 = 0.0;
            }
        }
        if (re_13 != re_13) {
            if (angle_13 == 0.0) {
                er_13 = re_13;
                ei_13 = angle_13;
            }
        }
        double2 p3 = (double2)(er_13, ei_13);
        O[0] = o0;
        O[1] = o1;
        O[2] = o2;
        O[3] = o3;
        O[4] = o4;
        O[5] = o5;
        O[6] = o6;
        O[7] = o7;
        O[8] = o8;
        O[9] = o9;
        O[10] = o10;
        O[11] = o11;
        O[12] = o12;
        O[13] = o13;
        O[14] = o14;
        O[15] = o15;
        P[0] = p0;
        P[1] = p1;
        P[2] = p2;
        P[3] = p3;
    }
}
