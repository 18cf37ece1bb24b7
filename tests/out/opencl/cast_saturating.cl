#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void cast_saturating(global float* X, global double* N, global char* B, global short* S, global int* I, global long* L, global int* D) {
    // foreach %i: iterations spread over the work-group
    for (long i = (long)get_local_id(0); i < 16; i += 32) {
        float x = X[i];
        double nan_ = N[i];
        float nanf = (float)nan_;
        float v0 = x * 200.0f;
        float v1 = x * 100000.0f;
        float v2 = x * 10000000000.0f;
        float v3 = x * 1.0e30f;
        float v4 = x / 0.0f;
        char b0 = (char)(isnan(v0) ? 0 : convert_char_sat_rtz(v0));
        B[i] = b0;
        char b1 = (char)(isnan(v1) ? 0 : convert_char_sat_rtz(v1));
        B[i + 16] = b1;
        char b2 = (char)(isnan(v2) ? 0 : convert_char_sat_rtz(v2));
        B[i + 32] = b2;
        char b3 = (char)(isnan(v3) ? 0 : convert_char_sat_rtz(v3));
        B[i + 48] = b3;
        char b4 = (char)(isnan(v4) ? 0 : convert_char_sat_rtz(v4));
        B[i + 64] = b4;
        char b5 = (char)(isnan(nanf) ? 0 : convert_char_sat_rtz(nanf));
        B[i + 80] = b5;
        short s0 = (short)(isnan(v0) ? 0 : convert_short_sat_rtz(v0));
        S[i] = s0;
        short s1 = (short)(isnan(v1) ? 0 : convert_short_sat_rtz(v1));
        S[i + 16] = s1;
        short s2 = (short)(isnan(v2) ? 0 : convert_short_sat_rtz(v2));
        S[i + 32] = s2;
        short s3 = (short)(isnan(v3) ? 0 : convert_short_sat_rtz(v3));
        S[i + 48] = s3;
        short s4 = (short)(isnan(v4) ? 0 : convert_short_sat_rtz(v4));
        S[i + 64] = s4;
        short s5 = (short)(isnan(nanf) ? 0 : convert_short_sat_rtz(nanf));
        S[i + 80] = s5;
        int i0 = (int)(isnan(v0) ? 0 : convert_int_sat_rtz(v0));
        I[i] = i0;
        int i1 = (int)(isnan(v1) ? 0 : convert_int_sat_rtz(v1));
        I[i + 16] = i1;
        int i2 = (int)(isnan(v2) ? 0 : convert_int_sat_rtz(v2));
        I[i + 32] = i2;
        int i3 = (int)(isnan(v3) ? 0 : convert_int_sat_rtz(v3));
        I[i + 48] = i3;
        int i4 = (int)(isnan(v4) ? 0 : convert_int_sat_rtz(v4));
        I[i + 64] = i4;
        int i5 = (int)(isnan(nanf) ? 0 : convert_int_sat_rtz(nanf));
        I[i + 80] = i5;
        long l0 = (long)(isnan(v0) ? 0 : convert_long_sat_rtz(v0));
        L[i] = l0;
        long l1 = (long)(isnan(v1) ? 0 : convert_long_sat_rtz(v1));
        L[i + 16] = l1;
        long l2 = (long)(isnan(v2) ? 0 : convert_long_sat_rtz(v2));
        L[i + 32] = l2;
        long l3 = (long)(isnan(v3) ? 0 : convert_long_sat_rtz(v3));
        L[i + 48] = l3;
        long l4 = (long)(isnan(v4) ? 0 : convert_long_sat_rtz(v4));
        L[i + 64] = l4;
        long l5 = (long)(isnan(nanf) ? 0 : convert_long_sat_rtz(nanf));
        L[i + 80] = l5;
        double xd = (double)x;
        double w = xd * 10000000000.0;
        int d0 = (int)(isnan(w) ? 0 : convert_int_sat_rtz(w));
        D[i] = d0;
        double wi = xd / 0.0;
        int d1 = (int)(isnan(wi) ? 0 : convert_int_sat_rtz(wi));
        D[i + 16] = d1;
        int d2 = (int)(isnan(nan_) ? 0 : convert_int_sat_rtz(nan_));
        D[i + 32] = d2;
    }
}
