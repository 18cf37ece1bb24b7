kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void divergent_gemm(global float* A, long A_shape2, global float* B, long B_shape2, global float* C, long C_shape2) {
    local uchar stack[5632] __attribute__((aligned(64)));
    long gid = (long)get_group_id(0);
    global float* a = A + gid * 900;
    global float* b = B + gid * 740;
    global float* c = C + gid * 1665;
    int sg = (int)((long)get_local_id(0) / 16 + 4 * (long)get_local_id(1));
    long first = (long)sg;
    long lb = first;
    long ub = 10;
    long st = 4;
    long mine = max((ub - lb + st - 1) / st, 0L);
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local long*)(stack + 5120))[(long)get_local_id(0)] = mine;
    barrier(CLK_LOCAL_MEM_FENCE);
    long most = ((local long*)(stack + 5120))[0];
    #pragma unroll
    for (long sgj = 1; sgj < 4; ++sgj) {
        most = max(most, ((local long*)(stack + 5120))[sgj * 16]);
    }
    for (long round_ = 0; round_ < most; ++round_) {
        long t = lb + round_ * st;
        long i0;
        long j0;
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
        bool cond = round_ < mine;
        if (cond) {
            long ti = t % 2;
            long tj = t / 2;
            i0 = (long)((ulong)ti * (ulong)32);
            j0 = (long)((ulong)tj * (ulong)8);
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
        }
        for (long k = 0; k < 20; k += 8) {
            float a_1;
            float a_2;
            float a_3;
            float a_4;
            float a_5;
            float a_6;
            float a_7;
            float a_8;
            float a_9;
            float a_10;
            float a_11;
            float a_12;
            float a_13;
            float a_14;
            float a_15;
            float a_16;
            float a_17;
            float a_18;
            float a_19;
            float a_20;
            long sg_matrix;
            long sg_matrix_1;
            if (cond) {
                long col = (long)get_local_id(0) % 16 / 16;
                long row = (long)get_local_id(0) % 16 % 16;
                long r = i0 + row;
                long q = k + col;
                a_1 = 0.0f;
                if (r >= 0 && r < 45 && (q >= 0 && q < 20)) {
                    a_1 = a[r + q * 45];
                }
                long col_1 = (long)get_local_id(0) % 16 / 16 + 1;
                long row_1 = (long)get_local_id(0) % 16 % 16;
                long r_1 = i0 + row_1;
                long q_1 = k + col_1;
                a_2 = 0.0f;
                if (r_1 >= 0 && r_1 < 45 && (q_1 >= 0 && q_1 < 20)) {
                    a_2 = a[r_1 + q_1 * 45];
                }
                long col_2 = (long)get_local_id(0) % 16 / 16 + 2;
                long row_2 = (long)get_local_id(0) % 16 % 16;
                long r_2 = i0 + row_2;
                long q_2 = k + col_2;
                a_3 = 0.0f;
                if (r_2 >= 0 && r_2 < 45 && (q_2 >= 0 && q_2 < 20)) {
                    a_3 = a[r_2 + q_2 * 45];
                }
                long col_3 = (long)get_local_id(0) % 16 / 16 + 3;
                long row_3 = (long)get_local_id(0) % 16 % 16;
                long r_3 = i0 + row_3;
                long q_3 = k + col_3;
                a_4 = 0.0f;
                if (r_3 >= 0 && r_3 < 45 && (q_3 >= 0 && q_3 < 20)) {
                    a_4 = a[r_3 + q_3 * 45];
                }
                long col_4 = (long)get_local_id(0) % 16 / 16 + 4;
                long row_4 = (long)get_local_id(0) % 16 % 16;
                long r_4 = i0 + row_4;
                long q_4 = k + col_4;
                a_5 = 0.0f;
                if (r_4 >= 0 && r_4 < 45 && (q_4 >= 0 && q_4 < 20)) {
                    a_5 = a[r_4 + q_4 * 45];
                }
                long col_5 = (long)get_local_id(0) % 16 / 16 + 5;
                long row_5 = (long)get_local_id(0) % 16 % 16;
                long r_5 = i0 + row_5;
                long q_5 = k + col_5;
                a_6 = 0.0f;
                if (r_5 >= 0 && r_5 < 45 && (q_5 >= 0 && q_5 < 20)) {
                    a_6 = a[r_5 + q_5 * 45];
                }
                long col_6 = (long)get_local_id(0) % 16 / 16 + 6;
                long row_6 = (long)get_local_id(0) % 16 % 16;
                long r_6 = i0 + row_6;
                long q_6 = k + col_6;
                a_7 = 0.0f;
                if (r_6 >= 0 && r_6 < 45 && (q_6 >= 0 && q_6 < 20)) {
                    a_7 = a[r_6 + q_6 * 45];
                }
                long col_7 = (long)get_local_id(0) % 16 / 16 + 7;
                long row_7 = (long)get_local_id(0) % 16 % 16;
                long r_7 = i0 + row_7;
                long q_7 = k + col_7;
                a_8 = 0.0f;
                if (r_7 >= 0 && r_7 < 45 && (q_7 >= 0 && q_7 < 20)) {
                    a_8 = a[r_7 + q_7 * 45];
                }
                long col_8 = (long)get_local_id(0) % 16 / 16;
                long row_8 = (long)get_local_id(0) % 16 % 16 + 16;
                long r_8 = i0 + row_8;
                long q_8 = k + col_8;
                a_9 = 0.0f;
                if (r_8 >= 0 && r_8 < 45 && (q_8 >= 0 && q_8 < 20)) {
                    a_9 = a[r_8 + q_8 * 45];
                }
                long col_9 = (long)get_local_id(0) % 16 / 16 + 1;
                long row_9 = (long)get_local_id(0) % 16 % 16 + 16;
                long r_9 = i0 + row_9;
                long q_9 = k + col_9;
                a_10 = 0.0f;
                if (r_9 >= 0 && r_9 < 45 && (q_9 >= 0 && q_9 < 20)) {
                    a_10 = a[r_9 + q_9 * 45];
                }
                long col_10 = (long)get_local_id(0) % 16 / 16 + 2;
                long row_10 = (long)get_local_id(0) % 16 % 16 + 16;
                long r_10 = i0 + row_10;
                long q_10 = k + col_10;
                a_11 = 0.0f;
                if (r_10 >= 0 && r_10 < 45 && (q_10 >= 0 && q_10 < 20)) {
                    a_11 = a[r_10 + q_10 * 45];
                }
                long col_11 = (long)get_local_id(0) % 16 / 16 + 3;
                long row_11 = (long)get_local_id(0) % 16 % 16 + 16;
                long r_11 = i0 + row_11;
                long q_11 = k + col_11;
                a_12 = 0.0f;
                if (r_11 >= 0 && r_11 < 45 && (q_11 >= 0 && q_11 < 20)) {
                    a_12 = a[r_11 + q_11 * 45];
                }
                long col_12 = (long)get_local_id(0) % 16 / 16 + 4;
                long row_12 = (long)get_local_id(0) % 16 % 16 + 16;
                long r_12 = i0 + row_12;
                long q_12 = k + col_12;
                a_13 = 0.0f;
                if (r_12 >= 0 && r_12 < 45 && (q_12 >= 0 && q_12 < 20)) {
                    a_13 = a[r_12 + q_12 * 45];
                }
                long col_13 = (long)get_local_id(0) % 16 / 16 + 5;
                long row_13 = (long)get_local_id(0) % 16 % 16 + 16;
                long r_13 = i0 + row_13;
                long q_13 = k + col_13;
                a_14 = 0.0f;
                if (r_13 >= 0 && r_13 < 45 && (q_13 >= 0 && q_13 < 20)) {
                    a_14 = a[r_13 + q_13 * 45];
                }
                long col_14 = (long)get_local_id(0) % 16 / 16 + 6;
                long row_14 = (long)get_local_id(0) % 16 % 16 + 16;
                long r_14 = i0 + row_14;
                long q_14 = k + col_14;
                a_15 = 0.0f;
                if (r_14 >= 0 && r_14 < 45 && (q_14 >= 0 && q_14 < 20)) {
                    a_15 = a[r_14 + q_14 * 45];
                }
                long col_15 = (long)get_local_id(0) % 16 / 16 + 7;
                long row_15 = (long)get_local_id(0) % 16 % 16 + 16;
                long r_15 = i0 + row_15;
                long q_15 = k + col_15;
                a_16 = 0.0f;
                if (r_15 >= 0 && r_15 < 45 && (q_15 >= 0 && q_15 < 20)) {
                    a_16 = a[r_15 + q_15 * 45];
                }
                long col_16 = (long)get_local_id(0) % 16 / 8;
                long row_16 = (long)get_local_id(0) % 16 % 8;
                long r_16 = k + row_16;
                long q_16 = j0 + col_16;
                a_17 = 0.0f;
                if (col_16 < 8 && (r_16 >= 0 && r_16 < 20 && (q_16 >= 0 && q_16 < 37))) {
                    a_17 = b[r_16 + q_16 * 20];
                }
                long col_17 = (long)get_local_id(0) % 16 / 8 + 2;
                long row_17 = (long)get_local_id(0) % 16 % 8;
                long r_17 = k + row_17;
                long q_17 = j0 + col_17;
                a_18 = 0.0f;
                if (col_17 < 8 && (r_17 >= 0 && r_17 < 20 && (q_17 >= 0 && q_17 < 37))) {
                    a_18 = b[r_17 + q_17 * 20];
                }
                long col_18 = (long)get_local_id(0) % 16 / 8 + 4;
                long row_18 = (long)get_local_id(0) % 16 % 8;
                long r_18 = k + row_18;
                long q_18 = j0 + col_18;
                a_19 = 0.0f;
                if (col_18 < 8 && (r_18 >= 0 && r_18 < 20 && (q_18 >= 0 && q_18 < 37))) {
                    a_19 = b[r_18 + q_18 * 20];
                }
                long col_19 = (long)get_local_id(0) % 16 / 8 + 6;
                long row_19 = (long)get_local_id(0) % 16 % 8;
                long r_19 = k + row_19;
                long q_19 = j0 + col_19;
                a_20 = 0.0f;
                if (col_19 < 8 && (r_19 >= 0 && r_19 < 20 && (q_19 >= 0 && q_19 < 37))) {
                    a_20 = b[r_19 + q_19 * 20];
                }
                sg_matrix = ((long)get_local_id(0) / 16 + 4 * (long)get_local_id(1)) * 256;
                sg_matrix_1 = ((long)get_local_id(0) / 16 + 4 * (long)get_local_id(1)) * 64;
            }
            barrier(CLK_LOCAL_MEM_FENCE);
            if (cond) {
                long col_20 = (long)get_local_id(0) % 16 / 16;
                long row_20 = (long)get_local_id(0) % 16 % 16;
                ((local float*)stack)[sg_matrix + (row_20 + col_20 * 32)] = a_1;
                long col_21 = (long)get_local_id(0) % 16 / 16 + 1;
                long row_21 = (long)get_local_id(0) % 16 % 16;
                ((local float*)stack)[sg_matrix + (row_21 + col_21 * 32)] = a_2;
                long col_22 = (long)get_local_id(0) % 16 / 16 + 2;
                long row_22 = (long)get_local_id(0) % 16 % 16;
                ((local float*)stack)[sg_matrix + (row_22 + col_22 * 32)] = a_3;
                long col_23 = (long)get_local_id(0) % 16 / 16 + 3;
                long row_23 = (long)get_local_id(0) % 16 % 16;
                ((local float*)stack)[sg_matrix + (row_23 + col_23 * 32)] = a_4;
                long col_24 = (long)get_local_id(0) % 16 / 16 + 4;
                long row_24 = (long)get_local_id(0) % 16 % 16;
                ((local float*)stack)[sg_matrix + (row_24 + col_24 * 32)] = a_5;
                long col_25 = (long)get_local_id(0) % 16 / 16 + 5;
                long row_25 = (long)get_local_id(0) % 16 % 16;
                ((local float*)stack)[sg_matrix + (row_25 + col_25 * 32)] = a_6;
                long col_26 = (long)get_local_id(0) % 16 / 16 + 6;
                long row_26 = (long)get_local_id(0) % 16 % 16;
                ((local float*)stack)[sg_matrix + (row_26 + col_26 * 32)] = a_7;
                long col_27 = (long)get_local_id(0) % 16 / 16 + 7;
                long row_27 = (long)get_local_id(0) % 16 % 16;
                ((local float*)stack)[sg_matrix + (row_27 + col_27 * 32)] = a_8;
                long col_28 = (long)get_local_id(0) % 16 / 16;
                long row_28 = (long)get_local_id(0) % 16 % 16 + 16;
                ((local float*)stack)[sg_matrix + (row_28 + col_28 * 32)] = a_9;
                long col_29 = (long)get_local_id(0) % 16 / 16 + 1;
                long row_29 = (long)get_local_id(0) % 16 % 16 + 16;
                ((local float*)stack)[sg_matrix + (row_29 + col_29 * 32)] = a_10;
                long col_30 = (long)get_local_id(0) % 16 / 16 + 2;
                long row_30 = (long)get_local_id(0) % 16 % 16 + 16;
                ((local float*)stack)[sg_matrix + (row_30 + col_30 * 32)] = a_11;
                long col_31 = (long)get_local_id(0) % 16 / 16 + 3;
                long row_31 = (long)get_local_id(0) % 16 % 16 + 16;
                ((local float*)stack)[sg_matrix + (row_31 + col_31 * 32)] = a_12;
                long col_32 = (long)get_local_id(0) % 16 / 16 + 4;
                long row_32 = (long)get_local_id(0) % 16 % 16 + 16;
                ((local float*)stack)[sg_matrix + (row_32 + col_32 * 32)] = a_13;
                long col_33 = (long)get_local_id(0) % 16 / 16 + 5;
                long row_33 = (long)get_local_id(0) % 16 % 16 + 16;
                ((local float*)stack)[sg_matrix + (row_33 + col_33 * 32)] = a_14;
                long col_34 = (long)get_local_id(0) % 16 / 16 + 6;
                long row_34 = (long)get_local_id(0) % 16 % 16 + 16;
                ((local float*)stack)[sg_matrix + (row_34 + col_34 * 32)] = a_15;
                long col_35 = (long)get_local_id(0) % 16 / 16 + 7;
                long row_35 = (long)get_local_id(0) % 16 % 16 + 16;
                ((local float*)stack)[sg_matrix + (row_35 + col_35 * 32)] = a_16;
                long col_36 = (long)get_local_id(0) % 16 / 8;
                long row_36 = (long)get_local_id(0) % 16 % 8;
                if (col_36 < 8) {
                    ((local float*)(stack + 4096))[sg_matrix_1 + (row_36 + col_36 * 8)] = a_17;
                }
                long col_37 = (long)get_local_id(0) % 16 / 8 + 2;
                long row_37 = (long)get_local_id(0) % 16 % 8;
                if (col_37 < 8) {
                    ((local float*)(stack + 4096))[sg_matrix_1 + (row_37 + col_37 * 8)] = a_18;
                }
                long col_38 = (long)get_local_id(0) % 16 / 8 + 4;
                long row_38 = (long)get_local_id(0) % 16 % 8;
                if (col_38 < 8) {
                    ((local float*)(stack + 4096))[sg_matrix_1 + (row_38 + col_38 * 8)] = a_19;
                }
                long col_39 = (long)get_local_id(0) % 16 / 8 + 6;
                long row_39 = (long)get_local_id(0) % 16 % 8;
                if (col_39 < 8) {
                    ((local float*)(stack + 4096))[sg_matrix_1 + (row_39 + col_39 * 8)] = a_20;
                }
            }
            barrier(CLK_LOCAL_MEM_FENCE);
            if (cond) {
                long col_40 = (long)get_local_id(0) % 16 / 16;
                long row_40 = (long)get_local_id(0) % 16 % 16;
                float acc = m;
                #pragma unroll
                for (long p = 0; p < 8; ++p) {
                    acc += ((local float*)stack)[sg_matrix + (row_40 + p * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p + col_40 * 8)];
                }
                long col_41 = (long)get_local_id(0) % 16 / 16 + 1;
                long row_41 = (long)get_local_id(0) % 16 % 16;
                float acc_1 = m_1;
                #pragma unroll
                for (long p_1 = 0; p_1 < 8; ++p_1) {
                    acc_1 += ((local float*)stack)[sg_matrix + (row_41 + p_1 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_1 + col_41 * 8)];
                }
                long col_42 = (long)get_local_id(0) % 16 / 16 + 2;
                long row_42 = (long)get_local_id(0) % 16 % 16;
                float acc_2 = m_2;
                #pragma unroll
                for (long p_2 = 0; p_2 < 8; ++p_2) {
                    acc_2 += ((local float*)stack)[sg_matrix + (row_42 + p_2 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_2 + col_42 * 8)];
                }
                long col_43 = (long)get_local_id(0) % 16 / 16 + 3;
                long row_43 = (long)get_local_id(0) % 16 % 16;
                float acc_3 = m_3;
                #pragma unroll
                for (long p_3 = 0; p_3 < 8; ++p_3) {
                    acc_3 += ((local float*)stack)[sg_matrix + (row_43 + p_3 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_3 + col_43 * 8)];
                }
                long col_44 = (long)get_local_id(0) % 16 / 16 + 4;
                long row_44 = (long)get_local_id(0) % 16 % 16;
                float acc_4 = m_4;
                #pragma unroll
                for (long p_4 = 0; p_4 < 8; ++p_4) {
                    acc_4 += ((local float*)stack)[sg_matrix + (row_44 + p_4 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_4 + col_44 * 8)];
                }
                long col_45 = (long)get_local_id(0) % 16 / 16 + 5;
                long row_45 = (long)get_local_id(0) % 16 % 16;
                float acc_5 = m_5;
                #pragma unroll
                for (long p_5 = 0; p_5 < 8; ++p_5) {
                    acc_5 += ((local float*)stack)[sg_matrix + (row_45 + p_5 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_5 + col_45 * 8)];
                }
                long col_46 = (long)get_local_id(0) % 16 / 16 + 6;
                long row_46 = (long)get_local_id(0) % 16 % 16;
                float acc_6 = m_6;
                #pragma unroll
                for (long p_6 = 0; p_6 < 8; ++p_6) {
                    acc_6 += ((local float*)stack)[sg_matrix + (row_46 + p_6 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_6 + col_46 * 8)];
                }
                long col_47 = (long)get_local_id(0) % 16 / 16 + 7;
                long row_47 = (long)get_local_id(0) % 16 % 16;
                float acc_7 = m_7;
                #pragma unroll
                for (long p_7 = 0; p_7 < 8; ++p_7) {
                    acc_7 += ((local float*)stack)[sg_matrix + (row_47 + p_7 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_7 + col_47 * 8)];
                }
                long col_48 = (long)get_local_id(0) % 16 / 16;
                long row_48 = (long)get_local_id(0) % 16 % 16 + 16;
                float acc_8 = m_8;
                #pragma unroll
                for (long p_8 = 0; p_8 < 8; ++p_8) {
                    acc_8 += ((local float*)stack)[sg_matrix + (row_48 + p_8 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_8 + col_48 * 8)];
                }
                long col_49 = (long)get_local_id(0) % 16 / 16 + 1;
                long row_49 = (long)get_local_id(0) % 16 % 16 + 16;
                float acc_9 = m_9;
                #pragma unroll
                for (long p_9 = 0; p_9 < 8; ++p_9) {
                    acc_9 += ((local float*)stack)[sg_matrix + (row_49 + p_9 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_9 + col_49 * 8)];
                }
                long col_50 = (long)get_local_id(0) % 16 / 16 + 2;
                long row_50 = (long)get_local_id(0) % 16 % 16 + 16;
                float acc_10 = m_10;
                #pragma unroll
                for (long p_10 = 0; p_10 < 8; ++p_10) {
                    acc_10 += ((local float*)stack)[sg_matrix + (row_50 + p_10 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_10 + col_50 * 8)];
                }
                long col_51 = (long)get_local_id(0) % 16 / 16 + 3;
                long row_51 = (long)get_local_id(0) % 16 % 16 + 16;
                float acc_11 = m_11;
                #pragma unroll
                for (long p_11 = 0; p_11 < 8; ++p_11) {
                    acc_11 += ((local float*)stack)[sg_matrix + (row_51 + p_11 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_11 + col_51 * 8)];
                }
                long col_52 = (long)get_local_id(0) % 16 / 16 + 4;
                long row_52 = (long)get_local_id(0) % 16 % 16 + 16;
                float acc_12 = m_12;
                #pragma unroll
                for (long p_12 = 0; p_12 < 8; ++p_12) {
                    acc_12 += ((local float*)stack)[sg_matrix + (row_52 + p_12 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_12 + col_52 * 8)];
                }
                long col_53 = (long)get_local_id(0) % 16 / 16 + 5;
                long row_53 = (long)get_local_id(0) % 16 % 16 + 16;
                float acc_13 = m_13;
                #pragma unroll
                for (long p_13 = 0; p_13 < 8; ++p_13) {
                    acc_13 += ((local float*)stack)[sg_matrix + (row_53 + p_13 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_13 + col_53 * 8)];
                }
                long col_54 = (long)get_local_id(0) % 16 / 16 + 6;
                long row_54 = (long)get_local_id(0) % 16 % 16 + 16;
                float acc_14 = m_14;
                #pragma unroll
                for (long p_14 = 0; p_14 < 8; ++p_14) {
                    acc_14 += ((local float*)stack)[sg_matrix + (row_54 + p_14 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_14 + col_54 * 8)];
                }
                long col_55 = (long)get_local_id(0) % 16 / 16 + 7;
                long row_55 = (long)get_local_id(0) % 16 % 16 + 16;
                float acc_15 = m_15;
                #pragma unroll
                for (long p_15 = 0; p_15 < 8; ++p_15) {
                    acc_15 += ((local float*)stack)[sg_matrix + (row_55 + p_15 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_15 + col_55 * 8)];
                }
                m = acc;
                m_1 = acc_1;
                m_2 = acc_2;
                m_3 = acc_3;
                m_4 = acc_4;
                m_5 = acc_5;
                m_6 = acc_6;
                m_7 = acc_7;
                m_8 = acc_8;
                m_9 = acc_9;
                m_10 = acc_10;
                m_11 = acc_11;
                m_12 = acc_12;
                m_13 = acc_13;
                m_14 = acc_14;
                m_15 = acc_15;
            }
        }
        if (cond) {
            long col_56 = (long)get_local_id(0) % 16 / 16;
            long row_56 = (long)get_local_id(0) % 16 % 16;
            long r_20 = i0 + row_56;
            long q_20 = j0 + col_56;
            if (r_20 >= 0 && r_20 < 45 && (q_20 >= 0 && q_20 < 37)) {
                c[r_20 + q_20 * 45] = m;
            }
            long col_57 = (long)get_local_id(0) % 16 / 16 + 1;
            long row_57 = (long)get_local_id(0) % 16 % 16;
            long r_21 = i0 + row_57;
            long q_21 = j0 + col_57;
            if (r_21 >= 0 && r_21 < 45 && (q_21 >= 0 && q_21 < 37)) {
                c[r_21 + q_21 * 45] = m_1;
            }
            long col_58 = (long)get_local_id(0) % 16 / 16 + 2;
            long row_58 = (long)get_local_id(0) % 16 % 16;
            long r_22 = i0 + row_58;
            long q_22 = j0 + col_58;
            if (r_22 >= 0 && r_22 < 45 && (q_22 >= 0 && q_22 < 37)) {
                c[r_22 + q_22 * 45] = m_2;
            }
            long col_59 = (long)get_local_id(0) % 16 / 16 + 3;
            long row_59 = (long)get_local_id(0) % 16 % 16;
            long r_23 = i0 + row_59;
            long q_23 = j0 + col_59;
            if (r_23 >= 0 && r_23 < 45 && (q_23 >= 0 && q_23 < 37)) {
                c[r_23 + q_23 * 45] = m_3;
            }
            long col_60 = (long)get_local_id(0) % 16 / 16 + 4;
            long row_60 = (long)get_local_id(0) % 16 % 16;
            long r_24 = i0 + row_60;
            long q_24 = j0 + col_60;
            if (r_24 >= 0 && r_24 < 45 && (q_24 >= 0 && q_24 < 37)) {
                c[r_24 + q_24 * 45] = m_4;
            }
            long col_61 = (long)get_local_id(0) % 16 / 16 + 5;
            long row_61 = (long)get_local_id(0) % 16 % 16;
            long r_25 = i0 + row_61;
            long q_25 = j0 + col_61;
            if (r_25 >= 0 && r_25 < 45 && (q_25 >= 0 && q_25 < 37)) {
                c[r_25 + q_25 * 45] = m_5;
            }
            long col_62 = (long)get_local_id(0) % 16 / 16 + 6;
            long row_62 = (long)get_local_id(0) % 16 % 16;
            long r_26 = i0 + row_62;
            long q_26 = j0 + col_62;
            if (r_26 >= 0 && r_26 < 45 && (q_26 >= 0 && q_26 < 37)) {
                c[r_26 + q_26 * 45] = m_6;
            }
            long col_63 = (long)get_local_id(0) % 16 / 16 + 7;
            long row_63 = (long)get_local_id(0) % 16 % 16;
            long r_27 = i0 + row_63;
            long q_27 = j0 + col_63;
            if (r_27 >= 0 && r_27 < 45 && (q_27 >= 0 && q_27 < 37)) {
                c[r_27 + q_27 * 45] = m_7;
            }
            long col_64 = (long)get_local_id(0) % 16 / 16;
            long row_64 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_28 = i0 + row_64;
            long q_28 = j0 + col_64;
            if (r_28 >= 0 && r_28 < 45 && (q_28 >= 0 && q_28 < 37)) {
                c[r_28 + q_28 * 45] = m_8;
            }
            long col_65 = (long)get_local_id(0) % 16 / 16 + 1;
            long row_65 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_29 = i0 + row_65;
            long q_29 = j0 + col_65;
            if (r_29 >= 0 && r_29 < 45 && (q_29 >= 0 && q_29 < 37)) {
                c[r_29 + q_29 * 45] = m_9;
            }
            long col_66 = (long)get_local_id(0) % 16 / 16 + 2;
            long row_66 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_30 = i0 + row_66;
            long q_30 = j0 + col_66;
            if (r_30 >= 0 && r_30 < 45 && (q_30 >= 0 && q_30 < 37)) {
                c[r_30 + q_30 * 45] = m_10;
            }
            long col_67 = (long)get_local_id(0) % 16 / 16 + 3;
            long row_67 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_31 = i0 + row_67;
            long q_31 = j0 + col_67;
            if (r_31 >= 0 && r_31 < 45 && (q_31 >= 0 && q_31 < 37)) {
                c[r_31 + q_31 * 45] = m_11;
            }
            long col_68 = (long)get_local_id(0) % 16 / 16 + 4;
            long row_68 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_32 = i0 + row_68;
            long q_32 = j0 + col_68;
            if (r_32 >= 0 && r_32 < 45 && (q_32 >= 0 && q_32 < 37)) {
                c[r_32 + q_32 * 45] = m_12;
            }
            long col_69 = (long)get_local_id(0) % 16 / 16 + 5;
            long row_69 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_33 = i0 + row_69;
            long q_33 = j0 + col_69;
            if (r_33 >= 0 && r_33 < 45 && (q_33 >= 0 && q_33 < 37)) {
                c[r_33 + q_33 * 45] = m_13;
            }
            long col_70 = (long)get_local_id(0) % 16 / 16 + 6;
            long row_70 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_34 = i0 + row_70;
            long q_34 = j0 + col_70;
            if (r_34 >= 0 && r_34 < 45 && (q_34 >= 0 && q_34 < 37)) {
                c[r_34 + q_34 * 45] = m_14;
            }
            long col_71 = (long)get_local_id(0) % 16 / 16 + 7;
            long row_71 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_35 = i0 + row_71;
            long q_35 = j0 + col_71;
            if (r_35 >= 0 && r_35 < 45 && (q_35 >= 0 && q_35 < 37)) {
                c[r_35 + q_35 * 45] = m_15;
            }
        }
    }
}
