kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void if_nested(global float* S, long S_shape0, global float* Q, long Q_shape0, global float* R, long R_shape1, global int* I, long I_shape1, global float* u, long u_shape1, global float* O, long O_shape1, global float* v, long v_shape1, global float* P, long P_shape1) {
    long g = (long)get_group_id(2);
    int gi = (int)g;
    float gf = (float)g;
    float base = gf * 0.25f;
    float base2 = base - 0.9f;
    float s0 = S[g];
    float jitter = s0 * 0.01f;
    float x = base2 + jitter;
    bool pos = x > 0.0f;
    float a;
    int b;
    if (pos) {
        bool big = x > 0.5f;
        float a1;
        if (big) {
            float x2 = x * 2.0f;
            a1 = x2;
        } else {
            a1 = 1.0f;
        }
        a = a1;
        b = 10;
    } else {
        bool small = x < -0.5f;
        int b1;
        if (small) {
            b1 = -20;
        } else {
            b1 = gi;
        }
        a = x;
        b = b1;
    }
    // foreach %once: iterations spread over the work-group
    for (long once = (long)get_local_id(0); once < 1; once += 32) {
        R[g] = a;
        I[g] = b;
    }
    global float* ug = u + g * 16;
    global float* og = O + g * 16;
    if (pos) {
        for (long i = (long)get_local_id(0); i < 16; i += 32) {
            og[i] = 3.0f * ug[i];
        }
    } else {
        for (long i_1 = (long)get_local_id(0); i_1 < 16; i_1 += 32) {
            og[i_1] = -1.0f * ug[i_1];
        }
    }
    bool npos = !pos;
    if (npos) {
        float x4 = x * 4.0f;
        // foreach %once2: iterations spread over the work-group
        for (long once2 = (long)get_local_id(0); once2 < 1; once2 += 32) {
            Q[g] = x4;
        }
    }
    // foreach %i: iterations spread over the work-group
    for (long i_2 = (long)get_local_id(0); i_2 < 40; i_2 += 32) {
        float e = v[i_2 + g * 40];
        bool lo = i_2 < 13;
        float r;
        if (lo) {
            long par = i_2 % 2;
            bool ev = par == 0;
            float s;
            if (ev) {
                s = e;
            } else {
                float ne = -e;
                s = ne;
            }
            r = s;
        } else {
            bool mid = i_2 < 30;
            float t;
            if (mid) {
                t = 100.0f;
            } else {
                float e2 = e * 2.0f;
                t = e2;
            }
            r = t;
        }
        P[i_2 + g * 40] = r;
    }
}
