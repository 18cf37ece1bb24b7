kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void divergent_gemm(global float* A, long A_shape2, global float* B, long B_shape2, global float* C, long C_shape2) {
    long gid = (long)get_group_id(0);
    global float* a = A + gid * 900;
    global float* b = B + gid * 740;
    global float* c = C + gid * 1665;
    int sg = (int)((long)get_local_id(0) / 16 + 4 * (long)get_local_id(1));
    long first = (long)sg;
    for (long t = first; t < 10; t += 4) {
        long ti = t % 2;
        long tj = t / 2;
        long i0 = (long)((ulong)ti * (ulong)32);
        long j0 = (long)((ulong)tj * (ulong)8);
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
        for (long k = 0; k < 20; k += 8) {
            long row = (long)get_local_id(0) % 16;
            long r = i0 + row;
            float a_1 = 0.0f;
            if (r >= 0 && r < 45 && (k >= 0 && k < 20)) {
                a_1 = a[r + k * 45];
            }
            long row_1 = (long)get_local_id(0) % 16;
            long r_1 = i0 + row_1;
            long q = k + 1;
            float a_2 = 0.0f;
            if (r_1 >= 0 && r_1 < 45 && (q >= 0 && q < 20)) {
                a_2 = a[r_1 + q * 45];
            }
            long row_2 = (long)get_local_id(0) % 16;
            long r_2 = i0 + row_2;
            long q_1 = k + 2;
            float a_3 = 0.0f;
            if (r_2 >= 0 && r_2 < 45 && (q_1 >= 0 && q_1 < 20)) {
                a_3 = a[r_2 + q_1 * 45];
            }
            long row_3 = (long)get_local_id(0) % 16;
            long r_3 = i0 + row_3;
            long q_2 = k + 3;
            float a_4 = 0.0f;
            if (r_3 >= 0 && r_3 < 45 && (q_2 >= 0 && q_2 < 20)) {
                a_4 = a[r_3 + q_2 * 45];
            }
            long row_4 = (long)get_local_id(0) % 16;
            long r_4 = i0 + row_4;
            long q_3 = k + 4;
            float a_5 = 0.0f;
            if (r_4 >= 0 && r_4 < 45 && (q_3 >= 0 && q_3 < 20)) {
                a_5 = a[r_4 + q_3 * 45];
            }
            long row_5 = (long)get_local_id(0) % 16;
            long r_5 = i0 + row_5;
            long q_4 = k + 5;
            float a_6 = 0.0f;
            if (r_5 >= 0 && r_5 < 45 && (q_4 >= 0 && q_4 < 20)) {
                a_6 = a[r_5 + q_4 * 45];
            }
            long row_6 = (long)get_local_id(0) % 16;
            long r_6 = i0 + row_6;
            long q_5 = k + 6;
            float a_7 = 0.0f;
            if (r_6 >= 0 && r_6 < 45 && (q_5 >= 0 && q_5 < 20)) {
                a_7 = a[r_6 + q_5 * 45];
            }
            long row_7 = (long)get_local_id(0) % 16;
            long r_7 = i0 + row_7;
            long q_6 = k + 7;
            float a_8 = 0.0f;
            if (r_7 >= 0 && r_7 < 45 && (q_6 >= 0 && q_6 < 20)) {
                a_8 = a[r_7 + q_6 * 45];
            }
            long row_8 = (long)get_local_id(0) % 16 + 16;
            long r_8 = i0 + row_8;
            float a_9 = 0.0f;
            if (r_8 >= 0 && r_8 < 45 && (k >= 0 && k < 20)) {
                a_9 = a[r_8 + k * 45];
            }
            long row_9 = (long)get_local_id(0) % 16 + 16;
            long r_9 = i0 + row_9;
            long q_7 = k + 1;
            float a_10 = 0.0f;
            if (r_9 >= 0 && r_9 < 45 && (q_7 >= 0 && q_7 < 20)) {
                a_10 = a[r_9 + q_7 * 45];
            }
            long row_10 = (long)get_local_id(0) % 16 + 16;
            long r_10 = i0 + row_10;
            long q_8 = k + 2;
            float a_11 = 0.0f;
            if (r_10 >= 0 && r_10 < 45 && (q_8 >= 0 && q_8 < 20)) {
                a_11 = a[r_10 + q_8 * 45];
            }
            long row_11 = (long)get_local_id(0) % 16 + 16;
            long r_11 = i0 + row_11;
            long q_9 = k + 3;
            float a_12 = 0.0f;
            if (r_11 >= 0 && r_11 < 45 && (q_9 >= 0 && q_9 < 20)) {
                a_12 = a[r_11 + q_9 * 45];
            }
            long row_12 = (long)get_local_id(0) % 16 + 16;
            long r_12 = i0 + row_12;
            long q_10 = k + 4;
            float a_13 = 0.0f;
            if (r_12 >= 0 && r_12 < 45 && (q_10 >= 0 && q_10 < 20)) {
                a_13 = a[r_12 + q_10 * 45];
            }
            long row_13 = (long)get_local_id(0) % 16 + 16;
            long r_13 = i0 + row_13;
            long q_11 = k + 5;
            float a_14 = 0.0f;
            if (r_13 >= 0 && r_13 < 45 && (q_11 >= 0 && q_11 < 20)) {
                a_14 = a[r_13 + q_11 * 45];
            }
            long row_14 = (long)get_local_id(0) % 16 + 16;
            long r_14 = i0 + row_14;
            long q_12 = k + 6;
            float a_15 = 0.0f;
            if (r_14 >= 0 && r_14 < 45 && (q_12 >= 0 && q_12 < 20)) {
                a_15 = a[r_14 + q_12 * 45];
            }
            long row_15 = (long)get_local_id(0) % 16 + 16;
            long r_15 = i0 + row_15;
            long q_13 = k + 7;
            float a_16 = 0.0f;
            if (r_15 >= 0 && r_15 < 45 && (q_13 >= 0 && q_13 < 20)) {
                a_16 = a[r_15 + q_13 * 45];
            }
            long col = (long)get_local_id(0) % 16 / 8;
            long row_16 = (long)get_local_id(0) % 16 % 8;
            long r_16 = k + row_16;
            long q_14 = j0 + col;
            float a_17 = 0.0f;
            if (col < 8 && (r_16 >= 0 && r_16 < 20 && (q_14 >= 0 && q_14 < 37))) {
                a_17 = b[r_16 + q_14 * 20];
            }
            long col_1 = (long)get_local_id(0) % 16 / 8 + 2;
            long row_17 = (long)get_local_id(0) % 16 % 8;
            long r_17 = k + row_17;
            long q_15 = j0 + col_1;
            float a_18 = 0.0f;
            if (col_1 < 8 && (r_17 >= 0 && r_17 < 20 && (q_15 >= 0 && q_15 < 37))) {
                a_18 = b[r_17 + q_15 * 20];
            }
            long col_2 = (long)get_local_id(0) % 16 / 8 + 4;
            long row_18 = (long)get_local_id(0) % 16 % 8;
            long r_18 = k + row_18;
            long q_16 = j0 + col_2;
            float a_19 = 0.0f;
            if (col_2 < 8 && (r_18 >= 0 && r_18 < 20 && (q_16 >= 0 && q_16 < 37))) {
                a_19 = b[r_18 + q_16 * 20];
            }
            long col_3 = (long)get_local_id(0) % 16 / 8 + 6;
            long row_19 = (long)get_local_id(0) % 16 % 8;
            long r_19 = k + row_19;
            long q_17 = j0 + col_3;
            float a_20 = 0.0f;
            if (col_3 < 8 && (r_19 >= 0 && r_19 < 20 && (q_17 >= 0 && q_17 < 37))) {
                a_20 = b[r_19 + q_17 * 20];
            }
            float a_21 = 0.0f;
            if (k >= 0 && k < 20 && (j0 >= 0 && j0 < 37)) {
                a_21 = b[k + j0 * 20];
            }
            long r_20 = k + 1;
            float a_22 = 0.0f;
            if (r_20 >= 0 && r_20 < 20 && (j0 >= 0 && j0 < 37)) {
                a_22 = b[r_20 + j0 * 20];
            }
            long r_21 = k + 2;
            float a_23 = 0.0f;
            if (r_21 >= 0 && r_21 < 20 && (j0 >= 0 && j0 < 37)) {
                a_23 = b[r_21 + j0 * 20];
            }
            long r_22 = k + 3;
            float a_24 = 0.0f;
            if (r_22 >= 0 && r_22 < 20 && (j0 >= 0 && j0 < 37)) {
                a_24 = b[r_22 + j0 * 20];
            }
            long r_23 = k + 4;
            float a_25 = 0.0f;
            if (r_23 >= 0 && r_23 < 20 && (j0 >= 0 && j0 < 37)) {
                a_25 = b[r_23 + j0 * 20];
            }
            long r_24 = k + 5;
            float a_26 = 0.0f;
            if (r_24 >= 0 && r_24 < 20 && (j0 >= 0 && j0 < 37)) {
                a_26 = b[r_24 + j0 * 20];
            }
            long r_25 = k + 6;
            float a_27 = 0.0f;
            if (r_25 >= 0 && r_25 < 20 && (j0 >= 0 && j0 < 37)) {
                a_27 = b[r_25 + j0 * 20];
            }
            long r_26 = k + 7;
            float a_28 = 0.0f;
            if (r_26 >= 0 && r_26 < 20 && (j0 >= 0 && j0 < 37)) {
                a_28 = b[r_26 + j0 * 20];
            }
            float acc = m + a_1 * a_21 + a_2 * a_22 + a_3 * a_23 + a_4 * a_24 + a_5 * a_25 + a_6 * a_26 + a_7 * a_27 + a_8 * a_28;
            long q_18 = j0 + 1;
            float a_29 = 0.0f;
            if (k >= 0 && k < 20 && (q_18 >= 0 && q_18 < 37)) {
                a_29 = b[k + q_18 * 20];
            }
            long r_27 = k + 1;
            long q_19 = j0 + 1;
            float a_30 = 0.0f;
            if (r_27 >= 0 && r_27 < 20 && (q_19 >= 0 && q_19 < 37)) {
                a_30 = b[r_27 + q_19 * 20];
            }
            long r_28 = k + 2;
            long q_20 = j0 + 1;
            float a_31 = 0.0f;
            if (r_28 >= 0 && r_28 < 20 && (q_20 >= 0 && q_20 < 37)) {
                a_31 = b[r_28 + q_20 * 20];
            }
            long r_29 = k + 3;
            long q_21 = j0 + 1;
            float a_32 = 0.0f;
            if (r_29 >= 0 && r_29 < 20 && (q_21 >= 0 && q_21 < 37)) {
                a_32 = b[r_29 + q_21 * 20];
            }
            long r_30 = k + 4;
            long q_22 = j0 + 1;
            float a_33 = 0.0f;
            if (r_30 >= 0 && r_30 < 20 && (q_22 >= 0 && q_22 < 37)) {
                a_33 = b[r_30 + q_22 * 20];
            }
            long r_31 = k + 5;
            long q_23 = j0 + 1;
            float a_34 = 0.0f;
            if (r_31 >= 0 && r_31 < 20 && (q_23 >= 0 && q_23 < 37)) {
                a_34 = b[r_31 + q_23 * 20];
            }
            long r_32 = k + 6;
            long q_24 = j0 + 1;
            float a_35 = 0.0f;
            if (r_32 >= 0 && r_32 < 20 && (q_24 >= 0 && q_24 < 37)) {
                a_35 = b[r_32 + q_24 * 20];
            }
            long r_33 = k + 7;
            long q_25 = j0 + 1;
            float a_36 = 0.0f;
            if (r_33 >= 0 && r_33 < 20 && (q_25 >= 0 && q_25 < 37)) {
                a_36 = b[r_33 + q_25 * 20];
            }
            float acc_1 = m_1 + a_1 * a_29 + a_2 * a_30 + a_3 * a_31 + a_4 * a_32 + a_5 * a_33 + a_6 * a_34 + a_7 * a_35 + a_8 * a_36;
            long q_26 = j0 + 2;
            float a_37 = 0.0f;
            if (k >= 0 && k < 20 && (q_26 >= 0 && q_26 < 37)) {
                a_37 = b[k + q_26 * 20];
            }
            long r_34 = k + 1;
            long q_27 = j0 + 2;
            float a_38 = 0.0f;
            if (r_34 >= 0 && r_34 < 20 && (q_27 >= 0 && q_27 < 37)) {
                a_38 = b[r_34 + q_27 * 20];
            }
            long r_35 = k + 2;
            long q_28 = j0 + 2;
            float a_39 = 0.0f;
            if (r_35 >= 0 && r_35 < 20 && (q_28 >= 0 && q_28 < 37)) {
                a_39 = b[r_35 + q_28 * 20];
            }
            long r_36 = k + 3;
            long q_29 = j0 + 2;
            float a_40 = 0.0f;
            if (r_36 >= 0 && r_36 < 20 && (q_29 >= 0 && q_29 < 37)) {
                a_40 = b[r_36 + q_29 * 20];
            }
            long r_37 = k + 4;
            long q_30 = j0 + 2;
            float a_41 = 0.0f;
            if (r_37 >= 0 && r_37 < 20 && (q_30 >= 0 && q_30 < 37)) {
                a_41 = b[r_37 + q_30 * 20];
            }
            long r_38 = k + 5;
            long q_31 = j0 + 2;
            float a_42 = 0.0f;
            if (r_38 >= 0 && r_38 < 20 && (q_31 >= 0 && q_31 < 37)) {
                a_42 = b[r_38 + q_31 * 20];
            }
            long r_39 = k + 6;
            long q_32 = j0 + 2;
            float a_43 = 0.0f;
            if (r_39 >= 0 && r_39 < 20 && (q_32 >= 0 && q_32 < 37)) {
                a_43 = b[r_39 + q_32 * 20];
            }
            long r_40 = k + 7;
            long q_33 = j0 + 2;
            float a_44 = 0.0f;
            if (r_40 >= 0 && r_40 < 20 && (q_33 >= 0 && q_33 < 37)) {
                a_44 = b[r_40 + q_33 * 20];
            }
            float acc_2 = m_2 + a_1 * a_37 + a_2 * a_38 + a_3 * a_39 + a_4 * a_40 + a_5 * a_41 + a_6 * a_42 + a_7 * a_43 + a_8 * a_44;
            long q_34 = j0 + 3;
            float a_45 = 0.0f;
            if (k >= 0 && k < 20 && (q_34 >= 0 && q_34 < 37)) {
                a_45 = b[k + q_34 * 20];
            }
            long r_41 = k + 1;
            long q_35 = j0 + 3;
            float a_46 = 0.0f;
            if (r_41 >= 0 && r_41 < 20 && (q_35 >= 0 && q_35 < 37)) {
                a_46 = b[r_41 + q_35 * 20];
            }
            long r_42 = k + 2;
            long q_36 = j0 + 3;
            float a_47 = 0.0f;
            if (r_42 >= 0 && r_42 < 20 && (q_36 >= 0 && q_36 < 37)) {
                a_47 = b[r_42 + q_36 * 20];
            }
            long r_43 = k + 3;
            long q_37 = j0 + 3;
            float a_48 = 0.0f;
            if (r_43 >= 0 && r_43 < 20 && (q_37 >= 0 && q_37 < 37)) {
                a_48 = b[r_43 + q_37 * 20];
            }
            long r_44 = k + 4;
            long q_38 = j0 + 3;
            float a_49 = 0.0f;
            if (r_44 >= 0 && r_44 < 20 && (q_38 >= 0 && q_38 < 37)) {
                a_49 = b[r_44 + q_38 * 20];
            }
            long r_45 = k + 5;
            long q_39 = j0 + 3;
            float a_50 = 0.0f;
            if (r_45 >= 0 && r_45 < 20 && (q_39 >= 0 && q_39 < 37)) {
                a_50 = b[r_45 + q_39 * 20];
            }
            long r_46 = k + 6;
            long q_40 = j0 + 3;
            float a_51 = 0.0f;
            if (r_46 >= 0 && r_46 < 20 && (q_40 >= 0 && q_40 < 37)) {
                a_51 = b[r_46 + q_40 * 20];
            }
            long r_47 = k + 7;
            long q_41 = j0 + 3;
            float a_52 = 0.0f;
            if (r_47 >= 0 && r_47 < 20 && (q_41 >= 0 && q_41 < 37)) {
                a_52 = b[r_47 + q_41 * 20];
            }
            float acc_3 = m_3 + a_1 * a_45 + a_2 * a_46 + a_3 * a_47 + a_4 * a_48 + a_5 * a_49 + a_6 * a_50 + a_7 * a_51 + a_8 * a_52;
            long q_42 = j0 + 4;
            float a_53 = 0.0f;
            if (k >= 0 && k < 20 && (q_42 >= 0 && q_42 < 37)) {
                a_53 = b[k + q_42 * 20];
            }
            long r_48 = k + 1;
            long q_43 = j0 + 4;
            float a_54 = 0.0f;
            if (r_48 >= 0 && r_48 < 20 && (q_43 >= 0 && q_43 < 37)) {
                a_54 = b[r_48 + q_43 * 20];
            }
            long r_49 = k + 2;
            long q_44 = j0 + 4;
            float a_55 = 0.0f;
            if (r_49 >= 0 && r_49 < 20 && (q_44 >= 0 && q_44 < 37)) {
                a_55 = b[r_49 + q_44 * 20];
            }
            long r_50 = k + 3;
            long q_45 = j0 + 4;
            float a_56 = 0.0f;
            if (r_50 >= 0 && r_50 < 20 && (q_45 >= 0 && q_45 < 37)) {
                a_56 = b[r_50 + q_45 * 20];
            }
            long r_51 = k + 4;
            long q_46 = j0 + 4;
            float a_57 = 0.0f;
            if (r_51 >= 0 && r_51 < 20 && (q_46 >= 0 && q_46 < 37)) {
                a_57 = b[r_51 + q_46 * 20];
            }
            long r_52 = k + 5;
            long q_47 = j0 + 4;
            float a_58 = 0.0f;
            if (r_52 >= 0 && r_52 < 20 && (q_47 >= 0 && q_47 < 37)) {
                a_58 = b[r_52 + q_47 * 20];
            }
            long r_53 = k + 6;
            long q_48 = j0 + 4;
            float a_59 = 0.0f;
            if (r_53 >= 0 && r_53 < 20 && (q_48 >= 0 && q_48 < 37)) {
                a_59 = b[r_53 + q_48 * 20];
            }
            long r_54 = k + 7;
            long q_49 = j0 + 4;
            float a_60 = 0.0f;
            if (r_54 >= 0 && r_54 < 20 && (q_49 >= 0 && q_49 < 37)) {
                a_60 = b[r_54 + q_49 * 20];
            }
            float acc_4 = m_4 + a_1 * a_53 + a_2 * a_54 + a_3 * a_55 + a_4 * a_56 + a_5 * a_57 + a_6 * a_58 + a_7 * a_59 + a_8 * a_60;
            long q_50 = j0 + 5;
            float a_61 = 0.0f;
            if (k >= 0 && k < 20 && (q_50 >= 0 && q_50 < 37)) {
                a_61 = b[k + q_50 * 20];
            }
            long r_55 = k + 1;
            long q_51 = j0 + 5;
            float a_62 = 0.0f;
            if (r_55 >= 0 && r_55 < 20 && (q_51 >= 0 && q_51 < 37)) {
                a_62 = b[r_55 + q_51 * 20];
            }
            long r_56 = k + 2;
            long q_52 = j0 + 5;
            float a_63 = 0.0f;
            if (r_56 >= 0 && r_56 < 20 && (q_52 >= 0 && q_52 < 37)) {
                a_63 = b[r_56 + q_52 * 20];
            }
            long r_57 = k + 3;
            long q_53 = j0 + 5;
            float a_64 = 0.0f;
            if (r_57 >= 0 && r_57 < 20 && (q_53 >= 0 && q_53 < 37)) {
                a_64 = b[r_57 + q_53 * 20];
            }
            long r_58 = k + 4;
            long q_54 = j0 + 5;
            float a_65 = 0.0f;
            if (r_58 >= 0 && r_58 < 20 && (q_54 >= 0 && q_54 < 37)) {
                a_65 = b[r_58 + q_54 * 20];
            }
            long r_59 = k + 5;
            long q_55 = j0 + 5;
            float a_66 = 0.0f;
            if (r_59 >= 0 && r_59 < 20 && (q_55 >= 0 && q_55 < 37)) {
                a_66 = b[r_59 + q_55 * 20];
            }
            long r_60 = k + 6;
            long q_56 = j0 + 5;
            float a_67 = 0.0f;
            if (r_60 >= 0 && r_60 < 20 && (q_56 >= 0 && q_56 < 37)) {
                a_67 = b[r_60 + q_56 * 20];
            }
            long r_61 = k + 7;
            long q_57 = j0 + 5;
            float a_68 = 0.0f;
            if (r_61 >= 0 && r_61 < 20 && (q_57 >= 0 && q_57 < 37)) {
                a_68 = b[r_61 + q_57 * 20];
            }
            float acc_5 = m_5 + a_1 * a_61 + a_2 * a_62 + a_3 * a_63 + a_4 * a_64 + a_5 * a_65 + a_6 * a_66 + a_7 * a_67 + a_8 * a_68;
            long q_58 = j0 + 6;
            float a_69 = 0.0f;
            if (k >= 0 && k < 20 && (q_58 >= 0 && q_58 < 37)) {
                a_69 = b[k + q_58 * 20];
            }
            long r_62 = k + 1;
            long q_59 = j0 + 6;
            float a_70 = 0.0f;
            if (r_62 >= 0 && r_62 < 20 && (q_59 >= 0 && q_59 < 37)) {
                a_70 = b[r_62 + q_59 * 20];
            }
            long r_63 = k + 2;
            long q_60 = j0 + 6;
            float a_71 = 0.0f;
            if (r_63 >= 0 && r_63 < 20 && (q_60 >= 0 && q_60 < 37)) {
                a_71 = b[r_63 + q_60 * 20];
            }
            long r_64 = k + 3;
            long q_61 = j0 + 6;
            float a_72 = 0.0f;
            if (r_64 >= 0 && r_64 < 20 && (q_61 >= 0 && q_61 < 37)) {
                a_72 = b[r_64 + q_61 * 20];
            }
            long r_65 = k + 4;
            long q_62 = j0 + 6;
            float a_73 = 0.0f;
            if (r_65 >= 0 && r_65 < 20 && (q_62 >= 0 && q_62 < 37)) {
                a_73 = b[r_65 + q_62 * 20];
            }
            long r_66 = k + 5;
            long q_63 = j0 + 6;
            float a_74 = 0.0f;
            if (r_66 >= 0 && r_66 < 20 && (q_63 >= 0 && q_63 < 37)) {
                a_74 = b[r_66 + q_63 * 20];
            }
            long r_67 = k + 6;
            long q_64 = j0 + 6;
            float a_75 = 0.0f;
            if (r_67 >= 0 && r_67 < 20 && (q_64 >= 0 && q_64 < 37)) {
                a_75 = b[r_67 + q_64 * 20];
            }
            long r_68 = k + 7;
            long q_65 = j0 + 6;
            float a_76 = 0.0f;
            if (r_68 >= 0 && r_68 < 20 && (q_65 >= 0 && q_65 < 37)) {
                a_76 = b[r_68 + q_65 * 20];
            }
            float acc_6 = m_6 + a_1 * a_69 + a_2 * a_70 + a_3 * a_71 + a_4 * a_72 + a_5 * a_73 + a_6 * a_74 + a_7 * a_75 + a_8 * a_76;
            long q_66 = j0 + 7;
            float a_77 = 0.0f;
            if (k >= 0 && k < 20 && (q_66 >= 0 && q_66 < 37)) {
                a_77 = b[k + q_66 * 20];
            }
            long r_69 = k + 1;
            long q_67 = j0 + 7;
            float a_78 = 0.0f;
            if (r_69 >= 0 && r_69 < 20 && (q_67 >= 0 && q_67 < 37)) {
                a_78 = b[r_69 + q_67 * 20];
            }
            long r_70 = k + 2;
            long q_68 = j0 + 7;
            float a_79 = 0.0f;
            if (r_70 >= 0 && r_70 < 20 && (q_68 >= 0 && q_68 < 37)) {
                a_79 = b[r_70 + q_68 * 20];
            }
            long r_71 = k + 3;
            long q_69 = j0 + 7;
            float a_80 = 0.0f;
            if (r_71 >= 0 && r_71 < 20 && (q_69 >= 0 && q_69 < 37)) {
                a_80 = b[r_71 + q_69 * 20];
            }
            long r_72 = k + 4;
            long q_70 = j0 + 7;
            float a_81 = 0.0f;
            if (r_72 >= 0 && r_72 < 20 && (q_70 >= 0 && q_70 < 37)) {
                a_81 = b[r_72 + q_70 * 20];
            }
            long r_73 = k + 5;
            long q_71 = j0 + 7;
            float a_82 = 0.0f;
            if (r_73 >= 0 && r_73 < 20 && (q_71 >= 0 && q_71 < 37)) {
                a_82 = b[r_73 + q_71 * 20];
            }
            long r_74 = k + 6;
            long q_72 = j0 + 7;
            float a_83 = 0.0f;
            if (r_74 >= 0 && r_74 < 20 && (q_72 >= 0 && q_72 < 37)) {
                a_83 = b[r_74 + q_72 * 20];
            }
            long r_75 = k + 7;
            long q_73 = j0 + 7;
            float a_84 = 0.0f;
            if (r_75 >= 0 && r_75 < 20 && (q_73 >= 0 && q_73 < 37)) {
                a_84 = b[r_75 + q_73 * 20];
            }
            float acc_7 = m_7 + a_1 * a_77 + a_2 * a_78 + a_3 * a_79 + a_4 * a_80 + a_5 * a_81 + a_6 * a_82 + a_7 * a_83 + a_8 * a_84;
            float acc_8 = m_8 + a_9 * a_21 + a_10 * a_22 + a_11 * a_23 + a_12 * a_24 + a_13 * a_25 + a_14 * a_26 + a_15 * a_27 + a_16 * a_28;
            float acc_9 = m_9 + a_9 * a_29 + a_10 * a_30 + a_11 * a_31 + a_12 * a_32 + a_13 * a_33 + a_14 * a_34 + a_15 * a_35 + a_16 * a_36;
            float acc_10 = m_10 + a_9 * a_37 + a_10 * a_38 + a_11 * a_39 + a_12 * a_40 + a_13 * a_41 + a_14 * a_42 + a_15 * a_43 + a_16 * a_44;
            float acc_11 = m_11 + a_9 * a_45 + a_10 * a_46 + a_11 * a_47 + a_12 * a_48 + a_13 * a_49 + a_14 * a_50 + a_15 * a_51 + a_16 * a_52;
            float acc_12 = m_12 + a_9 * a_53 + a_10 * a_54 + a_11 * a_55 + a_12 * a_56 + a_13 * a_57 + a_14 * a_58 + a_15 * a_59 + a_16 * a_60;
            float acc_13 = m_13 + a_9 * a_61 + a_10 * a_62 + a_11 * a_63 + a_12 * a_64 + a_13 * a_65 + a_14 * a_66 + a_15 * a_67 + a_16 * a_68;
            float acc_14 = m_14 + a_9 * a_69 + a_10 * a_70 + a_11 * a_71 + a_12 * a_72 + a_13 * a_73 + a_14 * a_74 + a_15 * a_75 + a_16 * a_76;
            float acc_15 = m_15 + a_9 * a_77 + a_10 * a_78 + a_11 * a_79 + a_12 * a_80 + a_13 * a_81 + a_14 * a_82 + a_15 * a_83 + a_16 * a_84;
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
        long row_20 = (long)get_local_id(0) % 16;
        long r_76 = i0 + row_20;
        if (r_76 >= 0 && r_76 < 45 && (j0 >= 0 && j0 < 37)) {
            c[r_76 + j0 * 45] = m;
        }
        long row_21 = (long)get_local_id(0) % 16;
        long r_77 = i0 + row_21;
        long q_74 = j0 + 1;
        if (r_77 >= 0 && r_77 < 45 && (q_74 >= 0 && q_74 < 37)) {
            c[r_77 + q_74 * 45] = m_1;
        }
        long row_22 = (long)get_local_id(0) % 16;
        long r_78 = i0 + row_22;
        long q_75 = j0 + 2;
        if (r_78 >= 0 && r_78 < 45 && (q_75 >= 0 && q_75 < 37)) {
            c[r_78 + q_75 * 45] = m_2;
        }
        long row_23 = (long)get_local_id(0) % 16;
        long r_79 = i0 + row_23;
        long q_76 = j0 + 3;
        if (r_79 >= 0 && r_79 < 45 && (q_76 >= 0 && q_76 < 37)) {
            c[r_79 + q_76 * 45] = m_3;
        }
        long row_24 = (long)get_local_id(0) % 16;
        long r_80 = i0 + row_24;
        long q_77 = j0 + 4;
        if (r_80 >= 0 && r_80 < 45 && (q_77 >= 0 && q_77 < 37)) {
            c[r_80 + q_77 * 45] = m_4;
        }
        long row_25 = (long)get_local_id(0) % 16;
        long r_81 = i0 + row_25;
        long q_78 = j0 + 5;
        if (r_81 >= 0 && r_81 < 45 && (q_78 >= 0 && q_78 < 37)) {
            c[r_81 + q_78 * 45] = m_5;
        }
        long row_26 = (long)get_local_id(0) % 16;
        long r_82 = i0 + row_26;
        long q_79 = j0 + 6;
        if (r_82 >= 0 && r_82 < 45 && (q_79 >= 0 && q_79 < 37)) {
            c[r_82 + q_79 * 45] = m_6;
        }
        long row_27 = (long)get_local_id(0) % 16;
        long r_83 = i0 + row_27;
        long q_80 = j0 + 7;
        if (r_83 >= 0 && r_83 < 45 && (q_80 >= 0 && q_80 < 37)) {
            c[r_83 + q_80 * 45] = m_7;
        }
        long row_28 = (long)get_local_id(0) % 16 + 16;
        long r_84 = i0 + row_28;
        if (r_84 >= 0 && r_84 < 45 && (j0 >= 0 && j0 < 37)) {
            c[r_84 + j0 * 45] = m_8;
        }
        long row_29 = (long)get_local_id(0) % 16 + 16;
        long r_85 = i0 + row_29;
        long q_81 = j0 + 1;
        if (r_85 >= 0 && r_85 < 45 && (q_81 >= 0 && q_81 < 37)) {
            c[r_85 + q_81 * 45] = m_9;
        }
        long row_30 = (long)get_local_id(0) % 16 + 16;
        long r_86 = i0 + row_30;
        long q_82 = j0 + 2;
        if (r_86 >= 0 && r_86 < 45 && (q_82 >= 0 && q_82 < 37)) {
            c[r_86 + q_82 * 45] = m_10;
        }
        long row_31 = (long)get_local_id(0) % 16 + 16;
        long r_87 = i0 + row_31;
        long q_83 = j0 + 3;
        if (r_87 >= 0 && r_87 < 45 && (q_83 >= 0 && q_83 < 37)) {
            c[r_87 + q_83 * 45] = m_11;
        }
        long row_32 = (long)get_local_id(0) % 16 + 16;
        long r_88 = i0 + row_32;
        long q_84 = j0 + 4;
        if (r_88 >= 0 && r_88 < 45 && (q_84 >= 0 && q_84 < 37)) {
            c[r_88 + q_84 * 45] = m_12;
        }
        long row_33 = (long)get_local_id(0) % 16 + 16;
        long r_89 = i0 + row_33;
        long q_85 = j0 + 5;
        if (r_89 >= 0 && r_89 < 45 && (q_85 >= 0 && q_85 < 37)) {
            c[r_89 + q_85 * 45] = m_13;
        }
        long row_34 = (long)get_local_id(0) % 16 + 16;
        long r_90 = i0 + row_34;
        long q_86 = j0 + 6;
        if (r_90 >= 0 && r_90 < 45 && (q_86 >= 0 && q_86 < 37)) {
            c[r_90 + q_86 * 45] = m_14;
        }
        long row_35 = (long)get_local_id(0) % 16 + 16;
        long r_91 = i0 + row_35;
        long q_87 = j0 + 7;
        if (r_91 >= 0 && r_91 < 45 && (q_87 >= 0 && q_87 < 37)) {
            c[r_91 + q_87 * 45] = m_15;
        }
    }
}
