kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void divergent(global float* X, long X_shape1, global float* Y, long Y_shape2, global float* A, long A_shape2, global float* S, long S_shape2) {
    local uchar stack[768] __attribute__((aligned(64)));
    long gid = (long)get_group_id(0);
    global float* x = X + gid * 64;
    global float* y = Y + gid * 192;
    global float* a = A + gid * 256;
    global float* s = S + gid * 256;
    int sg = (int)((long)get_local_id(0) / 16 + 4 * (long)get_local_id(1));
    int lane = (int)((long)get_local_id(0) % 16);
    int size = 16;
    int base = (int)((uint)sg * (uint)size);
    int wi = (int)((uint)base + (uint)lane);
    long w = (long)wi;
    float v = x[w];
    int odd = sg & 1;
    bool even = odd == 0;
    float scan;
    long sg_item;
    long sg_lane;
    long sg_base;
    long sg_item_1;
    long sg_lane_1;
    long sg_base_1;
    if (even) {
        sg_item = (long)get_local_id(0);
        sg_lane = (long)get_local_id(0) % 16;
        sg_base = sg_item - sg_lane;
    } else {
        sg_item_1 = (long)get_local_id(0);
        sg_lane_1 = (long)get_local_id(0) % 16;
        sg_base_1 = sg_item_1 - sg_lane_1;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (even) {
        ((local float*)stack)[sg_item] = v;
    } else {
        ((local float*)stack)[sg_item_1] = v;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (even) {
        float p = ((local float*)stack)[sg_base];
        for (long j = 1; j < sg_lane + 1; ++j) {
            p += ((local float*)stack)[sg_base + j];
        }
        scan = p;
    } else {
        float q = ((local float*)stack)[sg_base_1];
        for (long j_1 = 1; j_1 < sg_lane_1; ++j_1) {
            q = fmax(q, ((local float*)stack)[sg_base_1 + j_1]);
        }
        if (sg_lane_1 == 0) {
            q = -INFINITY;
        }
        scan = q;
    }
    y[w] = scan;
    long sgi = (long)sg;
    long trips = (long)((ulong)sgi + (ulong)1);
    float acc;
    acc = 0.0f;
    float acb;
    acb = 0.0f;
    long ub = trips;
    long span = max(ub, 0L);
    long mine = span;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local long*)(stack + 256))[(long)get_local_id(0)] = mine;
    barrier(CLK_LOCAL_MEM_FENCE);
    long most = ((local long*)(stack + 256))[0];
    #pragma unroll
    for (long sgj = 1; sgj < 4; ++sgj) {
        most = max(most, ((local long*)(stack + 256))[sgj * 16]);
    }
    for (long round_ = 0; round_ < most; ++round_) {
        long r = round_;
        float vr;
        long sg_item_2;
        long sg_base_2;
        float n;
        int src;
        long sg_item_3;
        long sg_base_3;
        bool cond = round_ < mine;
        if (cond) {
            float ri = (float)r;
            vr = v * ri;
            sg_item_2 = (long)get_local_id(0);
            long sg_lane_2 = (long)get_local_id(0) % 16;
            sg_base_2 = sg_item_2 - sg_lane_2;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        if (cond) {
            ((local float*)stack)[sg_item_2] = vr;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        if (cond) {
            float sum = ((local float*)stack)[sg_base_2];
            for (long j_2 = 1; j_2 < 16; ++j_2) {
                sum += ((local float*)stack)[sg_base_2 + j_2];
            }
            n = acc + sum;
            src = sg % (size + (int)(size == -1) * 2);
            sg_item_3 = (long)get_local_id(0);
            long sg_lane_3 = (long)get_local_id(0) % 16;
            sg_base_3 = sg_item_3 - sg_lane_3;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        if (cond) {
            ((local float*)stack)[sg_item_3] = v;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        if (cond) {
            float b = ((local float*)stack)[sg_base_3 + min(max((long)src, 0L), 15L)];
            float nb = acb + b;
            acc = n;
            acb = nb;
        }
    }
    y[w + 64] = acc;
    y[w + 128] = acb;
    long row = (long)get_local_id(0) % 16;
    float a_1 = a[row];
    long row_1 = (long)get_local_id(0) % 16;
    float a_2 = a[row_1 + 32];
    long row_2 = (long)get_local_id(0) % 16;
    float a_3 = a[row_2 + 64];
    long row_3 = (long)get_local_id(0) % 16;
    float a_4 = a[row_3 + 96];
    long row_4 = (long)get_local_id(0) % 16;
    float a_5 = a[row_4 + 128];
    long row_5 = (long)get_local_id(0) % 16;
    float a_6 = a[row_5 + 160];
    long row_6 = (long)get_local_id(0) % 16;
    float a_7 = a[row_6 + 192];
    long row_7 = (long)get_local_id(0) % 16;
    float a_8 = a[row_7 + 224];
    long row_8 = (long)get_local_id(0) % 16 + 16;
    float a_9 = a[row_8];
    long row_9 = (long)get_local_id(0) % 16 + 16;
    float a_10 = a[row_9 + 32];
    long row_10 = (long)get_local_id(0) % 16 + 16;
    float a_11 = a[row_10 + 64];
    long row_11 = (long)get_local_id(0) % 16 + 16;
    float a_12 = a[row_11 + 96];
    long row_12 = (long)get_local_id(0) % 16 + 16;
    float a_13 = a[row_12 + 128];
    long row_13 = (long)get_local_id(0) % 16 + 16;
    float a_14 = a[row_13 + 160];
    long row_14 = (long)get_local_id(0) % 16 + 16;
    float a_15 = a[row_14 + 192];
    long row_15 = (long)get_local_id(0) % 16 + 16;
    float a_16 = a[row_15 + 224];
    float m;
    float m_1;
    float m_2;
    float m_3;
    float m_4;
    float m_5;
    float m_6;
    float m_7;
    float m_8;
    float m_9;
    float m_10;
    float m_11;
    float m_12;
    float m_13;
    float m_14;
    float m_15;
    m = 0.0f;
    m_1 = 0.0f;
    m_2 = 0.0f;
    m_3 = 0.0f;
    m_4 = 0.0f;
    m_5 = 0.0f;
    m_6 = 0.0f;
    m_7 = 0.0f;
    m_8 = 0.0f;
    m_9 = 0.0f;
    m_10 = 0.0f;
    m_11 = 0.0f;
    m_12 = 0.0f;
    m_13 = 0.0f;
    m_14 = 0.0f;
    m_15 = 0.0f;
    for (long r_1 = 0; r_1 < trips; ++r_1) {
        float ri_1 = (float)r_1;
        float rf = ri_1 + ri_1;
        float ms = rf * a_1;
        float ms_1 = rf * a_2;
        float ms_2 = rf * a_3;
        float ms_3 = rf * a_4;
        float ms_4 = rf * a_5;
        float ms_5 = rf * a_6;
        float ms_6 = rf * a_7;
        float ms_7 = rf * a_8;
        float ms_8 = rf * a_9;
        float ms_9 = rf * a_10;
        float ms_10 = rf * a_11;
        float ms_11 = rf * a_12;
        float ms_12 = rf * a_13;
        float ms_13 = rf * a_14;
        float ms_14 = rf * a_15;
        float ms_15 = rf * a_16;
        float mn = m + ms;
        float mn_1 = m_1 + ms_1;
        float mn_2 = m_2 + ms_2;
        float mn_3 = m_3 + ms_3;
        float mn_4 = m_4 + ms_4;
        float mn_5 = m_5 + ms_5;
        float mn_6 = m_6 + ms_6;
        float mn_7 = m_7 + ms_7;
        float mn_8 = m_8 + ms_8;
        float mn_9 = m_9 + ms_9;
        float mn_10 = m_10 + ms_10;
        float mn_11 = m_11 + ms_11;
        float mn_12 = m_12 + ms_12;
        float mn_13 = m_13 + ms_13;
        float mn_14 = m_14 + ms_14;
        float mn_15 = m_15 + ms_15;
        m = mn;
        m_1 = mn_1;
        m_2 = mn_2;
        m_3 = mn_3;
        m_4 = mn_4;
        m_5 = mn_5;
        m_6 = mn_6;
        m_7 = mn_7;
        m_8 = mn_8;
        m_9 = mn_9;
        m_10 = mn_10;
        m_11 = mn_11;
        m_12 = mn_12;
        m_13 = mn_13;
        m_14 = mn_14;
        m_15 = mn_15;
    }
    float acc_1 = m + m_1 + m_2 + m_3 + m_4 + m_5 + m_6 + m_7;
    float acc_2 = m_8 + m_9 + m_10 + m_11 + m_12 + m_13 + m_14 + m_15;
    global float* col = s + sgi * 32;
    long row_16 = (long)get_local_id(0) % 16;
    col[row_16] = acc_1;
    long row_17 = (long)get_local_id(0) % 16 + 16;
    col[row_17] = acc_2;
}
