#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void k(global float* X, long X_shape1, global double* D, long D_shape1, global float* Y, long Y_shape2, global double* Z, long Z_shape2) {
    local uchar stack[256] __attribute__((aligned(64)));
    long g = (long)get_group_id(0);
    int lo = (int)((long)get_local_id(0) % 16);
    int sl = (int)((long)get_local_id(0) / 16 + 2 * (long)get_local_id(1));
    int ss = 16;
    int base = (int)((uint)sl * (uint)ss);
    int w = (int)((uint)base + (uint)lo);
    long wi = (long)w;
    int last = (int)((uint)ss - (uint)1);
    bool islast = lo == last;
    float x0 = X[wi + g * 32];
    float zero = x0 - x0;
    float nan_ = zero / zero;
    float x;
    if (islast) {
        x = nan_;
    } else {
        x = x0;
    }
    double d0 = D[wi + g * 32];
    double dz = d0 - d0;
    double dnan = dz / dz;
    double d;
    if (islast) {
        d = dnan;
    } else {
        d = d0;
    }
    long sg_item = (long)get_local_id(0);
    long sg_lane = (long)get_local_id(0) % 16;
    long sg_base = sg_item - sg_lane;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local float*)stack)[sg_item] = x;
    barrier(CLK_LOCAL_MEM_FENCE);
    float r0 = ((local float*)stack)[sg_base];
    for (long j = 1; j < 16; ++j) {
        r0 = fmax(r0, ((local float*)stack)[sg_base + j]);
    }
    Y[wi + g * 384] = r0;
    long sg_item_1 = (long)get_local_id(0);
    long sg_lane_1 = (long)get_local_id(0) % 16;
    long sg_base_1 = sg_item_1 - sg_lane_1;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local float*)stack)[sg_item_1] = x;
    barrier(CLK_LOCAL_MEM_FENCE);
    float r1 = ((local float*)stack)[sg_base_1];
    for (long j_1 = 1; j_1 < 16; ++j_1) {
        r1 = fmin(r1, ((local float*)stack)[sg_base_1 + j_1]);
    }
    Y[wi + 32 + g * 384] = r1;
    long sg_item_2 = (long)get_local_id(0);
    long sg_lane_2 = (long)get_local_id(0) % 16;
    long sg_base_2 = sg_item_2 - sg_lane_2;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local float*)stack)[sg_item_2] = x;
    barrier(CLK_LOCAL_MEM_FENCE);
    float r2 = ((local float*)stack)[sg_base_2];
    for (long j_2 = 1; j_2 < sg_lane_2 + 1; ++j_2) {
        r2 = fmax(r2, ((local float*)stack)[sg_base_2 + j_2]);
    }
    Y[wi + 64 + g * 384] = r2;
    long sg_item_3 = (long)get_local_id(0);
    long sg_lane_3 = (long)get_local_id(0) % 16;
    long sg_base_3 = sg_item_3 - sg_lane_3;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local float*)stack)[sg_item_3] = x;
    barrier(CLK_LOCAL_MEM_FENCE);
    float r3 = ((local float*)stack)[sg_base_3];
    for (long j_3 = 1; j_3 < sg_lane_3 + 1; ++j_3) {
        r3 = fmin(r3, ((local float*)stack)[sg_base_3 + j_3]);
    }
    Y[wi + 96 + g * 384] = r3;
    long sg_item_4 = (long)get_local_id(0);
    long sg_lane_4 = (long)get_local_id(0) % 16;
    long sg_base_4 = sg_item_4 - sg_lane_4;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local float*)stack)[sg_item_4] = x;
    barrier(CLK_LOCAL_MEM_FENCE);
    float r4 = ((local float*)stack)[sg_base_4];
    for (long j_4 = 1; j_4 < sg_lane_4; ++j_4) {
        r4 = fmax(r4, ((local float*)stack)[sg_base_4 + j_4]);
    }
    if (sg_lane_4 == 0) {
        r4 = -INFINITY;
    }
    Y[wi + 128 + g * 384] = r4;
    long sg_item_5 = (long)get_local_id(0);
    long sg_lane_5 = (long)get_local_id(0) % 16;
    long sg_base_5 = sg_item_5 - sg_lane_5;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local float*)stack)[sg_item_5] = x;
    barrier(CLK_LOCAL_MEM_FENCE);
    float r5 = ((local float*)stack)[sg_base_5];
    for (long j_5 = 1; j_5 < sg_lane_5; ++j_5) {
        r5 = fmin(r5, ((local float*)stack)[sg_base_5 + j_5]);
    }
    if (sg_lane_5 == 0) {
        r5 = INFINITY;
    }
    Y[wi + 160 + g * 384] = r5;
    long sg_item_6 = (long)get_local_id(0);
    long sg_lane_6 = (long)get_local_id(0) % 16;
    long sg_base_6 = sg_item_6 - sg_lane_6;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local float*)stack)[sg_item_6] = nan_;
    barrier(CLK_LOCAL_MEM_FENCE);
    float r6 = ((local float*)stack)[sg_base_6];
    for (long j_6 = 1; j_6 < 16; ++j_6) {
        r6 = fmax(r6, ((local float*)stack)[sg_base_6 + j_6]);
    }
    Y[wi + 192 + g * 384] = r6;
    long sg_item_7 = (long)get_local_id(0);
    long sg_lane_7 = (long)get_local_id(0) % 16;
    long sg_base_7 = sg_item_7 - sg_lane_7;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local float*)stack)[sg_item_7] = nan_;
    barrier(CLK_LOCAL_MEM_FENCE);
    float r7 = ((local float*)stack)[sg_base_7];
    for (long j_7 = 1; j_7 < 16; ++j_7) {
        r7 = fmin(r7, ((local float*)stack)[sg_base_7 + j_7]);
    }
    Y[wi + 224 + g * 384] = r7;
    long sg_item_8 = (long)get_local_id(0);
    long sg_lane_8 = (long)get_local_id(0) % 16;
    long sg_base_8 = sg_item_8 - sg_lane_8;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local float*)stack)[sg_item_8] = nan_;
    barrier(CLK_LOCAL_MEM_FENCE);
    float r8 = ((local float*)stack)[sg_base_8];
    for (long j_8 = 1; j_8 < sg_lane_8 + 1; ++j_8) {
        r8 = fmax(r8, ((local float*)stack)[sg_base_8 + j_8]);
    }
    Y[wi + 256 + g * 384] = r8;
    long sg_item_9 = (long)get_local_id(0);
    long sg_lane_9 = (long)get_local_id(0) % 16;
    long sg_base_9 = sg_item_9 - sg_lane_9;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local float*)stack)[sg_item_9] = nan_;
    barrier(CLK_LOCAL_MEM_FENCE);
    float r9 = ((local float*)stack)[sg_base_9];
    for (long j_9 = 1; j_9 < sg_lane_9 + 1; ++j_9) {
        r9 = fmin(r9, ((local float*)stack)[sg_base_9 + j_9]);
    }
    Y[wi + 288 + g * 384] = r9;
    long sg_item_10 = (long)get_local_id(0);
    long sg_lane_10 = (long)get_local_id(0) % 16;
    long sg_base_10 = sg_item_10 - sg_lane_10;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local float*)stack)[sg_item_10] = nan_;
    barrier(CLK_LOCAL_MEM_FENCE);
    float r10 = ((local float*)stack)[sg_base_10];
    for (long j_10 = 1; j_10 < sg_lane_10; ++j_10) {
        r10 = fmax(r10, ((local float*)stack)[sg_base_10 + j_10]);
    }
    if (sg_lane_10 == 0) {
        r10 = -INFINITY;
    }
    Y[wi + 320 + g * 384] = r10;
    long sg_item_11 = (long)get_local_id(0);
    long sg_lane_11 = (long)get_local_id(0) % 16;
    long sg_base_11 = sg_item_11 - sg_lane_11;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local float*)stack)[sg_item_11] = nan_;
    barrier(CLK_LOCAL_MEM_FENCE);
    float r11 = ((local float*)stack)[sg_base_11];
    for (long j_11 = 1; j_11 < sg_lane_11; ++j_11) {
        r11 = fmin(r11, ((local float*)stack)[sg_base_11 + j_11]);
    }
    if (sg_lane_11 == 0) {
        r11 = INFINITY;
    }
    Y[wi + 352 + g * 384] = r11;
    long sg_item_12 = (long)get_local_id(0);
    long sg_lane_12 = (long)get_local_id(0) % 16;
    long sg_base_12 = sg_item_12 - sg_lane_12;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local double*)stack)[sg_item_12] = d;
    barrier(CLK_LOCAL_MEM_FENCE);
    double s0 = ((local double*)stack)[sg_base_12];
    for (long j_12 = 1; j_12 < 16; ++j_12) {
        s0 = fmax(s0, ((local double*)stack)[sg_base_12 + j_12]);
    }
    Z[wi + g * 192] = s0;
    long sg_item_13 = (long)get_local_id(0);
    long sg_lane_13 = (long)get_local_id(0) % 16;
    long sg_base_13 = sg_item_13 - sg_lane_13;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local double*)stack)[sg_item_13] = d;
    barrier(CLK_LOCAL_MEM_FENCE);
    double s1 = ((local double*)stack)[sg_base_13];
    for (long j_13 = 1; j_13 < 16; ++j_13) {
        s1 = fmin(s1, ((local double*)stack)[sg_base_13 + j_13]);
    }
    Z[wi + 32 + g * 192] = s1;
    long sg_item_14 = (long)get_local_id(0);
    long sg_lane_14 = (long)get_local_id(0) % 16;
    long sg_base_14 = sg_item_14 - sg_lane_14;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local double*)stack)[sg_item_14] = d;
    barrier(CLK_LOCAL_MEM_FENCE);
    double s2 = ((local double*)stack)[sg_base_14];
    for (long j_14 = 1; j_14 < sg_lane_14 + 1; ++j_14) {
        s2 = fmax(s2, ((local double*)stack)[sg_base_14 + j_14]);
    }
    Z[wi + 64 + g * 192] = s2;
    long sg_item_15 = (long)get_local_id(0);
    long sg_lane_15 = (long)get_local_id(0) % 16;
    long sg_base_15 = sg_item_15 - sg_lane_15;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local double*)stack)[sg_item_15] = d;
    barrier(CLK_LOCAL_MEM_FENCE);
    double s3 = ((local double*)stack)[sg_base_15];
    for (long j_15 = 1; j_15 < sg_lane_15 + 1; ++j_15) {
        s3 = fmin(s3, ((local double*)stack)[sg_base_15 + j_15]);
    }
    Z[wi + 96 + g * 192] = s3;
    long sg_item_16 = (long)get_local_id(0);
    long sg_lane_16 = (long)get_local_id(0) % 16;
    long sg_base_16 = sg_item_16 - sg_lane_16;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local double*)stack)[sg_item_16] = d;
    barrier(CLK_LOCAL_MEM_FENCE);
    double s4 = ((local double*)stack)[sg_base_16];
    for (long j_16 = 1; j_16 < sg_lane_16; ++j_16) {
        s4 = fmax(s4, ((local double*)stack)[sg_base_16 + j_16]);
    }
    if (sg_lane_16 == 0) {
        s4 = -(double)INFINITY;
    }
    Z[wi + 128 + g * 192] = s4;
    long sg_item_17 = (long)get_local_id(0);
    long sg_lane_17 = (long)get_local_id(0) % 16;
    long sg_base_17 = sg_item_17 - sg_lane_17;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local double*)stack)[sg_item_17] = dnan;
    barrier(CLK_LOCAL_MEM_FENCE);
    double s5 = ((local double*)stack)[sg_base_17];
    for (long j_17 = 1; j_17 < 16; ++j_17) {
        s5 = fmax(s5, ((local double*)stack)[sg_base_17 + j_17]);
    }
    Z[wi + 160 + g * 192] = s5;
}
