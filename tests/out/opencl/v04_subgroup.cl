#pragma OPENCL EXTENSION cl_khr_fp64 : enable
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

kernel __attribute__((reqd_work_group_size(64, 2, 1)))
void subgroups(global float* X, long X_shape1, global int* I, long I_shape1, global double2* C, long C_shape1, global float* Y, long Y_shape2, global int* J, long J_shape2, global double2* D, long D_shape2) {
    local uchar stack[2048] __attribute__((aligned(64)));
    long gid = (long)get_group_id(0);
    global float* x = X + gid * 128;
    global int* i = I + gid * 128;
    global double2* c = C + gid * 128;
    global float* y = Y + gid * 640;
    global int* j = J + gid * 768;
    global double2* d = D + gid * 384;
    int sl = (int)((long)get_local_id(0) / 32 + 2 * (long)get_local_id(1));
    int lo = (int)((long)get_local_id(0) % 32);
    int ss = 32;
    int t = (int)((uint)sl * (uint)ss);
    int w = (int)((uint)t + (uint)lo);
    long wi = (long)w;
    float v = x[wi];
    int iv = i[wi];
    double2 cv = c[wi];
    long sg_item = (long)get_local_id(0) + 64 * (long)get_local_id(1);
    long sg_lane = (long)get_local_id(0) % 32;
    long sg_base = sg_item - sg_lane;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local float*)stack)[sg_item] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    float b = ((local float*)stack)[sg_base + min(max(5L, 0L), 31L)];
    y[wi] = b;
    long sg_item_1 = (long)get_local_id(0) + 64 * (long)get_local_id(1);
    long sg_lane_1 = (long)get_local_id(0) % 32;
    long sg_base_1 = sg_item_1 - sg_lane_1;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local float*)stack)[sg_item_1] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    float ra = ((local float*)stack)[sg_base_1];
    for (long j_1 = 1; j_1 < 32; ++j_1) {
        ra += ((local float*)stack)[sg_base_1 + j_1];
    }
    y[wi + 128] = ra;
    long sg_item_2 = (long)get_local_id(0) + 64 * (long)get_local_id(1);
    long sg_lane_2 = (long)get_local_id(0) % 32;
    long sg_base_2 = sg_item_2 - sg_lane_2;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local float*)stack)[sg_item_2] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    float rx = ((local float*)stack)[sg_base_2];
    for (long j_2 = 1; j_2 < 32; ++j_2) {
        rx = fmax(rx, ((local float*)stack)[sg_base_2 + j_2]);
    }
    y[wi + 256] = rx;
    long sg_item_3 = (long)get_local_id(0) + 64 * (long)get_local_id(1);
    long sg_lane_3 = (long)get_local_id(0) % 32;
    long sg_base_3 = sg_item_3 - sg_lane_3;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local float*)stack)[sg_item_3] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    float em = ((local float*)stack)[sg_base_3];
    for (long j_3 = 1; j_3 < sg_lane_3; ++j_3) {
        em = fmin(em, ((local float*)stack)[sg_base_3 + j_3]);
    }
    if (sg_lane_3 == 0) {
        em = INFINITY;
    }
    y[wi + 384] = em;
    long sg_item_4 = (long)get_local_id(0) + 64 * (long)get_local_id(1);
    long sg_lane_4 = (long)get_local_id(0) % 32;
    long sg_base_4 = sg_item_4 - sg_lane_4;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local float*)stack)[sg_item_4] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    float im = ((local float*)stack)[sg_base_4];
    for (long j_4 = 1; j_4 < sg_lane_4 + 1; ++j_4) {
        im = fmax(im, ((local float*)stack)[sg_base_4 + j_4]);
    }
    y[wi + 512] = im;
    long sg_item_5 = (long)get_local_id(0) + 64 * (long)get_local_id(1);
    long sg_lane_5 = (long)get_local_id(0) % 32;
    long sg_base_5 = sg_item_5 - sg_lane_5;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local int*)stack)[sg_item_5] = iv;
    barrier(CLK_LOCAL_MEM_FENCE);
    int rn = ((local int*)stack)[sg_base_5];
    for (long j_5 = 1; j_5 < 32; ++j_5) {
        rn = min(rn, ((local int*)stack)[sg_base_5 + j_5]);
    }
    j[wi] = rn;
    long sg_item_6 = (long)get_local_id(0) + 64 * (long)get_local_id(1);
    long sg_lane_6 = (long)get_local_id(0) % 32;
    long sg_base_6 = sg_item_6 - sg_lane_6;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local int*)stack)[sg_item_6] = iv;
    barrier(CLK_LOCAL_MEM_FENCE);
    int is = ((local int*)stack)[sg_base_6];
    for (long j_6 = 1; j_6 < sg_lane_6 + 1; ++j_6) {
        is = (int)((uint)is + (uint)((local int*)stack)[sg_base_6 + j_6]);
    }
    j[wi + 128] = is;
    long sg_item_7 = (long)get_local_id(0) + 64 * (long)get_local_id(1);
    long sg_lane_7 = (long)get_local_id(0) % 32;
    long sg_base_7 = sg_item_7 - sg_lane_7;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local int*)stack)[sg_item_7] = iv;
    barrier(CLK_LOCAL_MEM_FENCE);
    int es = ((local int*)stack)[sg_base_7];
    for (long j_7 = 1; j_7 < sg_lane_7; ++j_7) {
        es = max(es, ((local int*)stack)[sg_base_7 + j_7]);
    }
    if (sg_lane_7 == 0) {
        es = (-2147483647 - 1);
    }
    j[wi + 256] = es;
    long sg_item_8 = (long)get_local_id(0) + 64 * (long)get_local_id(1);
    long sg_lane_8 = (long)get_local_id(0) % 32;
    long sg_base_8 = sg_item_8 - sg_lane_8;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local int*)stack)[sg_item_8] = iv;
    barrier(CLK_LOCAL_MEM_FENCE);
    int ea = 0;
    for (long j_8 = 0; j_8 < sg_lane_8; ++j_8) {
        ea = (int)((uint)ea + (uint)((local int*)stack)[sg_base_8 + j_8]);
    }
    j[wi + 384] = ea;
    long sg_item_9 = (long)get_local_id(0) + 64 * (long)get_local_id(1);
    long sg_lane_9 = (long)get_local_id(0) % 32;
    long sg_base_9 = sg_item_9 - sg_lane_9;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local int*)stack)[sg_item_9] = is;
    barrier(CLK_LOCAL_MEM_FENCE);
    int chain = ((local int*)stack)[sg_base_9];
    for (long j_9 = 1; j_9 < sg_lane_9 + 1; ++j_9) {
        chain = (int)((uint)chain + (uint)((local int*)stack)[sg_base_9 + j_9]);
    }
    j[wi + 512] = chain;
    int par = sl % 2;
    bool even = par == 0;
    int q;
    long sg_item_10;
    long sg_base_10;
    long sg_item_11;
    long sg_base_11;
    if (even) {
        sg_item_10 = (long)get_local_id(0) + 64 * (long)get_local_id(1);
        long sg_lane_10 = (long)get_local_id(0) % 32;
        sg_base_10 = sg_item_10 - sg_lane_10;
    } else {
        sg_item_11 = (long)get_local_id(0) + 64 * (long)get_local_id(1);
        long sg_lane_11 = (long)get_local_id(0) % 32;
        sg_base_11 = sg_item_11 - sg_lane_11;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (even) {
        ((local int*)stack)[sg_item_10] = is;
    } else {
        ((local int*)stack)[sg_item_11] = iv;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (even) {
        int r = ((local int*)stack)[sg_base_10];
        for (long j_10 = 1; j_10 < 32; ++j_10) {
            r = max(r, ((local int*)stack)[sg_base_10 + j_10]);
        }
        q = r;
    } else {
        int bi = ((local int*)stack)[sg_base_11 + min(max(2L, 0L), 31L)];
        q = bi;
    }
    j[wi + 640] = q;
    long sg_item_12 = (long)get_local_id(0) + 64 * (long)get_local_id(1);
    long sg_lane_12 = (long)get_local_id(0) % 32;
    long sg_base_12 = sg_item_12 - sg_lane_12;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local double2*)stack)[sg_item_12] = cv;
    barrier(CLK_LOCAL_MEM_FENCE);
    double2 ca = ((local double2*)stack)[sg_base_12];
    for (long j_11 = 1; j_11 < 32; ++j_11) {
        ca += ((local double2*)stack)[sg_base_12 + j_11];
    }
    d[wi] = ca;
    long sg_item_13 = (long)get_local_id(0) + 64 * (long)get_local_id(1);
    long sg_lane_13 = (long)get_local_id(0) % 32;
    long sg_base_13 = sg_item_13 - sg_lane_13;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local double2*)stack)[sg_item_13] = cv;
    barrier(CLK_LOCAL_MEM_FENCE);
    double2 ci = ((local double2*)stack)[sg_base_13];
    for (long j_12 = 1; j_12 < sg_lane_13 + 1; ++j_12) {
        ci += ((local double2*)stack)[sg_base_13 + j_12];
    }
    d[wi + 128] = ci;
    long sg_item_14 = (long)get_local_id(0) + 64 * (long)get_local_id(1);
    long sg_lane_14 = (long)get_local_id(0) % 32;
    long sg_base_14 = sg_item_14 - sg_lane_14;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local double2*)stack)[sg_item_14] = cv;
    barrier(CLK_LOCAL_MEM_FENCE);
    double2 ce = (double2)(0.0, 0.0);
    for (long j_13 = 0; j_13 < sg_lane_14; ++j_13) {
        ce += ((local double2*)stack)[sg_base_14 + j_13];
    }
    d[wi + 256] = ce;
}
