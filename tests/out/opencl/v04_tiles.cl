kernel __attribute__((reqd_work_group_size(32, 2, 1)))
void tiles(global float* A, long A_shape2, global float* B, long B_shape2, global float* G, long G_shape2, global float* H, long H_shape2, global float* K, long K_shape2) {
    local uchar stack[6144] __attribute__((aligned(64)));
    long gid = (long)get_group_id(0);
    global float* a = A + gid * 2800;
    global float* b = B + gid * 2800;
    global float* g = G + gid * 2304;
    global float* h = H + gid * 768;
    global float* k = K + gid * 3072;
    long sg = (long)get_local_id(0) / 16 + 2 * (long)get_local_id(1);
    long tiles = (max(70L, 0L) + 31) / 32;
    long tiles_1 = (max(40L, 0L) + 15) / 16;
    long tiles_2 = tiles * tiles_1;
    for (long round_ = 0; round_ < tiles_2; round_ += 4) {
        long tile = round_ + sg;
        if (tile < tiles_2) {
            long rest = tile / tiles;
            long at = tile % tiles * 32;
            long i = at;
            long ti = min(32L, 70 - at);
            long rest_1 = rest / tiles_1;
            long at_1 = rest % tiles_1 * 16;
            long j = at_1;
            long tj = min(16L, 40 - at_1);
            long col = (long)get_local_id(0) % 16 / 16;
            long row = (long)get_local_id(0) % 16 % 16;
            long r = i + row;
            long q = j + col;
            float a_1 = 0.0f;
            if (r >= 0 && r < 70 && (q >= 0 && q < 40)) {
                a_1 = a[r + q * 70];
            }
            long col_1 = (long)get_local_id(0) % 16 / 16 + 1;
            long row_1 = (long)get_local_id(0) % 16 % 16;
            long r_1 = i + row_1;
            long q_1 = j + col_1;
            float a_2 = 0.0f;
            if (r_1 >= 0 && r_1 < 70 && (q_1 >= 0 && q_1 < 40)) {
                a_2 = a[r_1 + q_1 * 70];
            }
            long col_2 = (long)get_local_id(0) % 16 / 16 + 2;
            long row_2 = (long)get_local_id(0) % 16 % 16;
            long r_2 = i + row_2;
            long q_2 = j + col_2;
            float a_3 = 0.0f;
            if (r_2 >= 0 && r_2 < 70 && (q_2 >= 0 && q_2 < 40)) {
                a_3 = a[r_2 + q_2 * 70];
            }
            long col_3 = (long)get_local_id(0) % 16 / 16 + 3;
            long row_3 = (long)get_local_id(0) % 16 % 16;
            long r_3 = i + row_3;
            long q_3 = j + col_3;
            float a_4 = 0.0f;
            if (r_3 >= 0 && r_3 < 70 && (q_3 >= 0 && q_3 < 40)) {
                a_4 = a[r_3 + q_3 * 70];
            }
            long col_4 = (long)get_local_id(0) % 16 / 16 + 4;
            long row_4 = (long)get_local_id(0) % 16 % 16;
            long r_4 = i + row_4;
            long q_4 = j + col_4;
            float a_5 = 0.0f;
            if (r_4 >= 0 && r_4 < 70 && (q_4 >= 0 && q_4 < 40)) {
                a_5 = a[r_4 + q_4 * 70];
            }
            long col_5 = (long)get_local_id(0) % 16 / 16 + 5;
            long row_5 = (long)get_local_id(0) % 16 % 16;
            long r_5 = i + row_5;
            long q_5 = j + col_5;
            float a_6 = 0.0f;
            if (r_5 >= 0 && r_5 < 70 && (q_5 >= 0 && q_5 < 40)) {
                a_6 = a[r_5 + q_5 * 70];
            }
            long col_6 = (long)get_local_id(0) % 16 / 16 + 6;
            long row_6 = (long)get_local_id(0) % 16 % 16;
            long r_6 = i + row_6;
            long q_6 = j + col_6;
            float a_7 = 0.0f;
            if (r_6 >= 0 && r_6 < 70 && (q_6 >= 0 && q_6 < 40)) {
                a_7 = a[r_6 + q_6 * 70];
            }
            long col_7 = (long)get_local_id(0) % 16 / 16 + 7;
            long row_7 = (long)get_local_id(0) % 16 % 16;
            long r_7 = i + row_7;
            long q_7 = j + col_7;
            float a_8 = 0.0f;
            if (r_7 >= 0 && r_7 < 70 && (q_7 >= 0 && q_7 < 40)) {
                a_8 = a[r_7 + q_7 * 70];
            }
            long col_8 = (long)get_local_id(0) % 16 / 16 + 8;
            long row_8 = (long)get_local_id(0) % 16 % 16;
            long r_8 = i + row_8;
            long q_8 = j + col_8;
            float a_9 = 0.0f;
            if (r_8 >= 0 && r_8 < 70 && (q_8 >= 0 && q_8 < 40)) {
                a_9 = a[r_8 + q_8 * 70];
            }
            long col_9 = (long)get_local_id(0) % 16 / 16 + 9;
            long row_9 = (long)get_local_id(0) % 16 % 16;
            long r_9 = i + row_9;
            long q_9 = j + col_9;
            float a_10 = 0.0f;
            if (r_9 >= 0 && r_9 < 70 && (q_9 >= 0 && q_9 < 40)) {
                a_10 = a[r_9 + q_9 * 70];
            }
            long col_10 = (long)get_local_id(0) % 16 / 16 + 10;
            long row_10 = (long)get_local_id(0) % 16 % 16;
            long r_10 = i + row_10;
            long q_10 = j + col_10;
            float a_11 = 0.0f;
            if (r_10 >= 0 && r_10 < 70 && (q_10 >= 0 && q_10 < 40)) {
                a_11 = a[r_10 + q_10 * 70];
            }
            long col_11 = (long)get_local_id(0) % 16 / 16 + 11;
            long row_11 = (long)get_local_id(0) % 16 % 16;
            long r_11 = i + row_11;
            long q_11 = j + col_11;
            float a_12 = 0.0f;
            if (r_11 >= 0 && r_11 < 70 && (q_11 >= 0 && q_11 < 40)) {
                a_12 = a[r_11 + q_11 * 70];
            }
            long col_12 = (long)get_local_id(0) % 16 / 16 + 12;
            long row_12 = (long)get_local_id(0) % 16 % 16;
            long r_12 = i + row_12;
            long q_12 = j + col_12;
            float a_13 = 0.0f;
            if (r_12 >= 0 && r_12 < 70 && (q_12 >= 0 && q_12 < 40)) {
                a_13 = a[r_12 + q_12 * 70];
            }
            long col_13 = (long)get_local_id(0) % 16 / 16 + 13;
            long row_13 = (long)get_local_id(0) % 16 % 16;
            long r_13 = i + row_13;
            long q_13 = j + col_13;
            float a_14 = 0.0f;
            if (r_13 >= 0 && r_13 < 70 && (q_13 >= 0 && q_13 < 40)) {
                a_14 = a[r_13 + q_13 * 70];
            }
            long col_14 = (long)get_local_id(0) % 16 / 16 + 14;
            long row_14 = (long)get_local_id(0) % 16 % 16;
            long r_14 = i + row_14;
            long q_14 = j + col_14;
            float a_15 = 0.0f;
            if (r_14 >= 0 && r_14 < 70 && (q_14 >= 0 && q_14 < 40)) {
                a_15 = a[r_14 + q_14 * 70];
            }
            long col_15 = (long)get_local_id(0) % 16 / 16 + 15;
            long row_15 = (long)get_local_id(0) % 16 % 16;
            long r_15 = i + row_15;
            long q_15 = j + col_15;
            float a_16 = 0.0f;
            if (r_15 >= 0 && r_15 < 70 && (q_15 >= 0 && q_15 < 40)) {
                a_16 = a[r_15 + q_15 * 70];
            }
            long col_16 = (long)get_local_id(0) % 16 / 16;
            long row_16 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_16 = i + row_16;
            long q_16 = j + col_16;
            float a_17 = 0.0f;
            if (r_16 >= 0 && r_16 < 70 && (q_16 >= 0 && q_16 < 40)) {
                a_17 = a[r_16 + q_16 * 70];
            }
            long col_17 = (long)get_local_id(0) % 16 / 16 + 1;
            long row_17 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_17 = i + row_17;
            long q_17 = j + col_17;
            float a_18 = 0.0f;
            if (r_17 >= 0 && r_17 < 70 && (q_17 >= 0 && q_17 < 40)) {
                a_18 = a[r_17 + q_17 * 70];
            }
            long col_18 = (long)get_local_id(0) % 16 / 16 + 2;
            long row_18 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_18 = i + row_18;
            long q_18 = j + col_18;
            float a_19 = 0.0f;
            if (r_18 >= 0 && r_18 < 70 && (q_18 >= 0 && q_18 < 40)) {
                a_19 = a[r_18 + q_18 * 70];
            }
            long col_19 = (long)get_local_id(0) % 16 / 16 + 3;
            long row_19 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_19 = i + row_19;
            long q_19 = j + col_19;
            float a_20 = 0.0f;
            if (r_19 >= 0 && r_19 < 70 && (q_19 >= 0 && q_19 < 40)) {
                a_20 = a[r_19 + q_19 * 70];
            }
            long col_20 = (long)get_local_id(0) % 16 / 16 + 4;
            long row_20 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_20 = i + row_20;
            long q_20 = j + col_20;
            float a_21 = 0.0f;
            if (r_20 >= 0 && r_20 < 70 && (q_20 >= 0 && q_20 < 40)) {
                a_21 = a[r_20 + q_20 * 70];
            }
            long col_21 = (long)get_local_id(0) % 16 / 16 + 5;
            long row_21 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_21 = i + row_21;
            long q_21 = j + col_21;
            float a_22 = 0.0f;
            if (r_21 >= 0 && r_21 < 70 && (q_21 >= 0 && q_21 < 40)) {
                a_22 = a[r_21 + q_21 * 70];
            }
            long col_22 = (long)get_local_id(0) % 16 / 16 + 6;
            long row_22 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_22 = i + row_22;
            long q_22 = j + col_22;
            float a_23 = 0.0f;
            if (r_22 >= 0 && r_22 < 70 && (q_22 >= 0 && q_22 < 40)) {
                a_23 = a[r_22 + q_22 * 70];
            }
            long col_23 = (long)get_local_id(0) % 16 / 16 + 7;
            long row_23 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_23 = i + row_23;
            long q_23 = j + col_23;
            float a_24 = 0.0f;
            if (r_23 >= 0 && r_23 < 70 && (q_23 >= 0 && q_23 < 40)) {
                a_24 = a[r_23 + q_23 * 70];
            }
            long col_24 = (long)get_local_id(0) % 16 / 16 + 8;
            long row_24 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_24 = i + row_24;
            long q_24 = j + col_24;
            float a_25 = 0.0f;
            if (r_24 >= 0 && r_24 < 70 && (q_24 >= 0 && q_24 < 40)) {
                a_25 = a[r_24 + q_24 * 70];
            }
            long col_25 = (long)get_local_id(0) % 16 / 16 + 9;
            long row_25 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_25 = i + row_25;
            long q_25 = j + col_25;
            float a_26 = 0.0f;
            if (r_25 >= 0 && r_25 < 70 && (q_25 >= 0 && q_25 < 40)) {
                a_26 = a[r_25 + q_25 * 70];
            }
            long col_26 = (long)get_local_id(0) % 16 / 16 + 10;
            long row_26 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_26 = i + row_26;
            long q_26 = j + col_26;
            float a_27 = 0.0f;
            if (r_26 >= 0 && r_26 < 70 && (q_26 >= 0 && q_26 < 40)) {
                a_27 = a[r_26 + q_26 * 70];
            }
            long col_27 = (long)get_local_id(0) % 16 / 16 + 11;
            long row_27 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_27 = i + row_27;
            long q_27 = j + col_27;
            float a_28 = 0.0f;
            if (r_27 >= 0 && r_27 < 70 && (q_27 >= 0 && q_27 < 40)) {
                a_28 = a[r_27 + q_27 * 70];
            }
            long col_28 = (long)get_local_id(0) % 16 / 16 + 12;
            long row_28 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_28 = i + row_28;
            long q_28 = j + col_28;
            float a_29 = 0.0f;
            if (r_28 >= 0 && r_28 < 70 && (q_28 >= 0 && q_28 < 40)) {
                a_29 = a[r_28 + q_28 * 70];
            }
            long col_29 = (long)get_local_id(0) % 16 / 16 + 13;
            long row_29 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_29 = i + row_29;
            long q_29 = j + col_29;
            float a_30 = 0.0f;
            if (r_29 >= 0 && r_29 < 70 && (q_29 >= 0 && q_29 < 40)) {
                a_30 = a[r_29 + q_29 * 70];
            }
            long col_30 = (long)get_local_id(0) % 16 / 16 + 14;
            long row_30 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_30 = i + row_30;
            long q_30 = j + col_30;
            float a_31 = 0.0f;
            if (r_30 >= 0 && r_30 < 70 && (q_30 >= 0 && q_30 < 40)) {
                a_31 = a[r_30 + q_30 * 70];
            }
            long col_31 = (long)get_local_id(0) % 16 / 16 + 15;
            long row_31 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_31 = i + row_31;
            long q_31 = j + col_31;
            float a_32 = 0.0f;
            if (r_31 >= 0 && r_31 < 70 && (q_31 >= 0 && q_31 < 40)) {
                a_32 = a[r_31 + q_31 * 70];
            }
            long col_32 = (long)get_local_id(0) % 16 / 16;
            long row_32 = (long)get_local_id(0) % 16 % 16;
            int r_32 = (int)row_32;
            int q_32 = (int)col_32;
            float applied;
            bool le = r_32 <= q_32;
            float w;
            if (le) {
                float e = exp(a_1);
                w = e;
            } else {
                w = 0.0f;
            }
            applied = w;
            long col_33 = (long)get_local_id(0) % 16 / 16 + 1;
            long row_33 = (long)get_local_id(0) % 16 % 16;
            int r_33 = (int)row_33;
            int q_33 = (int)col_33;
            float applied_1;
            bool le_1 = r_33 <= q_33;
            float w_1;
            if (le_1) {
                float e_1 = exp(a_2);
                w_1 = e_1;
            } else {
                w_1 = 0.0f;
            }
            applied_1 = w_1;
            long col_34 = (long)get_local_id(0) % 16 / 16 + 2;
            long row_34 = (long)get_local_id(0) % 16 % 16;
            int r_34 = (int)row_34;
            int q_34 = (int)col_34;
            float applied_2;
            bool le_2 = r_34 <= q_34;
            float w_2;
            if (le_2) {
                float e_2 = exp(a_3);
                w_2 = e_2;
            } else {
                w_2 = 0.0f;
            }
            applied_2 = w_2;
            long col_35 = (long)get_local_id(0) % 16 / 16 + 3;
            long row_35 = (long)get_local_id(0) % 16 % 16;
            int r_35 = (int)row_35;
            int q_35 = (int)col_35;
            float applied_3;
            bool le_3 = r_35 <= q_35;
            float w_3;
            if (le_3) {
                float e_3 = exp(a_4);
                w_3 = e_3;
            } else {
                w_3 = 0.0f;
            }
            applied_3 = w_3;
            long col_36 = (long)get_local_id(0) % 16 / 16 + 4;
            long row_36 = (long)get_local_id(0) % 16 % 16;
            int r_36 = (int)row_36;
            int q_36 = (int)col_36;
            float applied_4;
            bool le_4 = r_36 <= q_36;
            float w_4;
            if (le_4) {
                float e_4 = exp(a_5);
                w_4 = e_4;
            } else {
                w_4 = 0.0f;
            }
            applied_4 = w_4;
            long col_37 = (long)get_local_id(0) % 16 / 16 + 5;
            long row_37 = (long)get_local_id(0) % 16 % 16;
            int r_37 = (int)row_37;
            int q_37 = (int)col_37;
            float applied_5;
            bool le_5 = r_37 <= q_37;
            float w_5;
            if (le_5) {
                float e_5 = exp(a_6);
                w_5 = e_5;
            } else {
                w_5 = 0.0f;
            }
            applied_5 = w_5;
            long col_38 = (long)get_local_id(0) % 16 / 16 + 6;
            long row_38 = (long)get_local_id(0) % 16 % 16;
            int r_38 = (int)row_38;
            int q_38 = (int)col_38;
            float applied_6;
            bool le_6 = r_38 <= q_38;
            float w_6;
            if (le_6) {
                float e_6 = exp(a_7);
                w_6 = e_6;
            } else {
                w_6 = 0.0f;
            }
            applied_6 = w_6;
            long col_39 = (long)get_local_id(0) % 16 / 16 + 7;
            long row_39 = (long)get_local_id(0) % 16 % 16;
            int r_39 = (int)row_39;
            int q_39 = (int)col_39;
            float applied_7;
            bool le_7 = r_39 <= q_39;
            float w_7;
            if (le_7) {
                float e_7 = exp(a_8);
                w_7 = e_7;
            } else {
                w_7 = 0.0f;
            }
            applied_7 = w_7;
            long col_40 = (long)get_local_id(0) % 16 / 16 + 8;
            long row_40 = (long)get_local_id(0) % 16 % 16;
            int r_40 = (int)row_40;
            int q_40 = (int)col_40;
            float applied_8;
            bool le_8 = r_40 <= q_40;
            float w_8;
            if (le_8) {
                float e_8 = exp(a_9);
                w_8 = e_8;
            } else {
                w_8 = 0.0f;
            }
            applied_8 = w_8;
            long col_41 = (long)get_local_id(0) % 16 / 16 + 9;
            long row_41 = (long)get_local_id(0) % 16 % 16;
            int r_41 = (int)row_41;
            int q_41 = (int)col_41;
            float applied_9;
            bool le_9 = r_41 <= q_41;
            float w_9;
            if (le_9) {
                float e_9 = exp(a_10);
                w_9 = e_9;
            } else {
                w_9 = 0.0f;
            }
            applied_9 = w_9;
            long col_42 = (long)get_local_id(0) % 16 / 16 + 10;
            long row_42 = (long)get_local_id(0) % 16 % 16;
            int r_42 = (int)row_42;
            int q_42 = (int)col_42;
            float applied_10;
            bool le_10 = r_42 <= q_42;
            float w_10;
            if (le_10) {
                float e_10 = exp(a_11);
                w_10 = e_10;
            } else {
                w_10 = 0.0f;
            }
            applied_10 = w_10;
            long col_43 = (long)get_local_id(0) % 16 / 16 + 11;
            long row_43 = (long)get_local_id(0) % 16 % 16;
            int r_43 = (int)row_43;
            int q_43 = (int)col_43;
            float applied_11;
            bool le_11 = r_43 <= q_43;
            float w_11;
            if (le_11) {
                float e_11 = exp(a_12);
                w_11 = e_11;
            } else {
                w_11 = 0.0f;
            }
            applied_11 = w_11;
            long col_44 = (long)get_local_id(0) % 16 / 16 + 12;
            long row_44 = (long)get_local_id(0) % 16 % 16;
            int r_44 = (int)row_44;
            int q_44 = (int)col_44;
            float applied_12;
            bool le_12 = r_44 <= q_44;
            float w_12;
            if (le_12) {
                float e_12 = exp(a_13);
                w_12 = e_12;
            } else {
                w_12 = 0.0f;
            }
            applied_12 = w_12;
            long col_45 = (long)get_local_id(0) % 16 / 16 + 13;
            long row_45 = (long)get_local_id(0) % 16 % 16;
            int r_45 = (int)row_45;
            int q_45 = (int)col_45;
            float applied_13;
            bool le_13 = r_45 <= q_45;
            float w_13;
            if (le_13) {
                float e_13 = exp(a_14);
                w_13 = e_13;
            } else {
                w_13 = 0.0f;
            }
            applied_13 = w_13;
            long col_46 = (long)get_local_id(0) % 16 / 16 + 14;
            long row_46 = (long)get_local_id(0) % 16 % 16;
            int r_46 = (int)row_46;
            int q_46 = (int)col_46;
            float applied_14;
            bool le_14 = r_46 <= q_46;
            float w_14;
            if (le_14) {
                float e_14 = exp(a_15);
                w_14 = e_14;
            } else {
                w_14 = 0.0f;
            }
            applied_14 = w_14;
            long col_47 = (long)get_local_id(0) % 16 / 16 + 15;
            long row_47 = (long)get_local_id(0) % 16 % 16;
            int r_47 = (int)row_47;
            int q_47 = (int)col_47;
            float applied_15;
            bool le_15 = r_47 <= q_47;
            float w_15;
            if (le_15) {
                float e_15 = exp(a_16);
                w_15 = e_15;
            } else {
                w_15 = 0.0f;
            }
            applied_15 = w_15;
            long col_48 = (long)get_local_id(0) % 16 / 16;
            long row_48 = (long)get_local_id(0) % 16 % 16 + 16;
            int r_48 = (int)row_48;
            int q_48 = (int)col_48;
            float applied_16;
            bool le_16 = r_48 <= q_48;
            float w_16;
            if (le_16) {
                float e_16 = exp(a_17);
                w_16 = e_16;
            } else {
                w_16 = 0.0f;
            }
            applied_16 = w_16;
            long col_49 = (long)get_local_id(0) % 16 / 16 + 1;
            long row_49 = (long)get_local_id(0) % 16 % 16 + 16;
            int r_49 = (int)row_49;
            int q_49 = (int)col_49;
            float applied_17;
            bool le_17 = r_49 <= q_49;
            float w_17;
            if (le_17) {
                float e_17 = exp(a_18);
                w_17 = e_17;
            } else {
                w_17 = 0.0f;
            }
            applied_17 = w_17;
            long col_50 = (long)get_local_id(0) % 16 / 16 + 2;
            long row_50 = (long)get_local_id(0) % 16 % 16 + 16;
            int r_50 = (int)row_50;
            int q_50 = (int)col_50;
            float applied_18;
            bool le_18 = r_50 <= q_50;
            float w_18;
            if (le_18) {
                float e_18 = exp(a_19);
                w_18 = e_18;
            } else {
                w_18 = 0.0f;
            }
            applied_18 = w_18;
            long col_51 = (long)get_local_id(0) % 16 / 16 + 3;
            long row_51 = (long)get_local_id(0) % 16 % 16 + 16;
            int r_51 = (int)row_51;
            int q_51 = (int)col_51;
            float applied_19;
            bool le_19 = r_51 <= q_51;
            float w_19;
            if (le_19) {
                float e_19 = exp(a_20);
                w_19 = e_19;
            } else {
                w_19 = 0.0f;
            }
            applied_19 = w_19;
            long col_52 = (long)get_local_id(0) % 16 / 16 + 4;
            long row_52 = (long)get_local_id(0) % 16 % 16 + 16;
            int r_52 = (int)row_52;
            int q_52 = (int)col_52;
            float applied_20;
            bool le_20 = r_52 <= q_52;
            float w_20;
            if (le_20) {
                float e_20 = exp(a_21);
                w_20 = e_20;
            } else {
                w_20 = 0.0f;
            }
            applied_20 = w_20;
            long col_53 = (long)get_local_id(0) % 16 / 16 + 5;
            long row_53 = (long)get_local_id(0) % 16 % 16 + 16;
            int r_53 = (int)row_53;
            int q_53 = (int)col_53;
            float applied_21;
            bool le_21 = r_53 <= q_53;
            float w_21;
            if (le_21) {
                float e_21 = exp(a_22);
                w_21 = e_21;
            } else {
                w_21 = 0.0f;
            }
            applied_21 = w_21;
            long col_54 = (long)get_local_id(0) % 16 / 16 + 6;
            long row_54 = (long)get_local_id(0) % 16 % 16 + 16;
            int r_54 = (int)row_54;
            int q_54 = (int)col_54;
            float applied_22;
            bool le_22 = r_54 <= q_54;
            float w_22;
            if (le_22) {
                float e_22 = exp(a_23);
                w_22 = e_22;
            } else {
                w_22 = 0.0f;
            }
            applied_22 = w_22;
            long col_55 = (long)get_local_id(0) % 16 / 16 + 7;
            long row_55 = (long)get_local_id(0) % 16 % 16 + 16;
            int r_55 = (int)row_55;
            int q_55 = (int)col_55;
            float applied_23;
            bool le_23 = r_55 <= q_55;
            float w_23;
            if (le_23) {
                float e_23 = exp(a_24);
                w_23 = e_23;
            } else {
                w_23 = 0.0f;
            }
            applied_23 = w_23;
            long col_56 = (long)get_local_id(0) % 16 / 16 + 8;
            long row_56 = (long)get_local_id(0) % 16 % 16 + 16;
            int r_56 = (int)row_56;
            int q_56 = (int)col_56;
            float applied_24;
            bool le_24 = r_56 <= q_56;
            float w_24;
            if (le_24) {
                float e_24 = exp(a_25);
                w_24 = e_24;
            } else {
                w_24 = 0.0f;
            }
            applied_24 = w_24;
            long col_57 = (long)get_local_id(0) % 16 / 16 + 9;
            long row_57 = (long)get_local_id(0) % 16 % 16 + 16;
            int r_57 = (int)row_57;
            int q_57 = (int)col_57;
            float applied_25;
            bool le_25 = r_57 <= q_57;
            float w_25;
            if (le_25) {
                float e_25 = exp(a_26);
                w_25 = e_25;
            } else {
                w_25 = 0.0f;
            }
            applied_25 = w_25;
            long col_58 = (long)get_local_id(0) % 16 / 16 + 10;
            long row_58 = (long)get_local_id(0) % 16 % 16 + 16;
            int r_58 = (int)row_58;
            int q_58 = (int)col_58;
            float applied_26;
            bool le_26 = r_58 <= q_58;
            float w_26;
            if (le_26) {
                float e_26 = exp(a_27);
                w_26 = e_26;
            } else {
                w_26 = 0.0f;
            }
            applied_26 = w_26;
            long col_59 = (long)get_local_id(0) % 16 / 16 + 11;
            long row_59 = (long)get_local_id(0) % 16 % 16 + 16;
            int r_59 = (int)row_59;
            int q_59 = (int)col_59;
            float applied_27;
            bool le_27 = r_59 <= q_59;
            float w_27;
            if (le_27) {
                float e_27 = exp(a_28);
                w_27 = e_27;
            } else {
                w_27 = 0.0f;
            }
            applied_27 = w_27;
            long col_60 = (long)get_local_id(0) % 16 / 16 + 12;
            long row_60 = (long)get_local_id(0) % 16 % 16 + 16;
            int r_60 = (int)row_60;
            int q_60 = (int)col_60;
            float applied_28;
            bool le_28 = r_60 <= q_60;
            float w_28;
            if (le_28) {
                float e_28 = exp(a_29);
                w_28 = e_28;
            } else {
                w_28 = 0.0f;
            }
            applied_28 = w_28;
            long col_61 = (long)get_local_id(0) % 16 / 16 + 13;
            long row_61 = (long)get_local_id(0) % 16 % 16 + 16;
            int r_61 = (int)row_61;
            int q_61 = (int)col_61;
            float applied_29;
            bool le_29 = r_61 <= q_61;
            float w_29;
            if (le_29) {
                float e_29 = exp(a_30);
                w_29 = e_29;
            } else {
                w_29 = 0.0f;
            }
            applied_29 = w_29;
            long col_62 = (long)get_local_id(0) % 16 / 16 + 14;
            long row_62 = (long)get_local_id(0) % 16 % 16 + 16;
            int r_62 = (int)row_62;
            int q_62 = (int)col_62;
            float applied_30;
            bool le_30 = r_62 <= q_62;
            float w_30;
            if (le_30) {
                float e_30 = exp(a_31);
                w_30 = e_30;
            } else {
                w_30 = 0.0f;
            }
            applied_30 = w_30;
            long col_63 = (long)get_local_id(0) % 16 / 16 + 15;
            long row_63 = (long)get_local_id(0) % 16 % 16 + 16;
            int r_63 = (int)row_63;
            int q_63 = (int)col_63;
            float applied_31;
            bool le_31 = r_63 <= q_63;
            float w_31;
            if (le_31) {
                float e_31 = exp(a_32);
                w_31 = e_31;
            } else {
                w_31 = 0.0f;
            }
            applied_31 = w_31;
            long col_64 = (long)get_local_id(0) % 16 / 16;
            long row_64 = (long)get_local_id(0) % 16 % 16;
            long r_64 = i + row_64;
            long q_64 = j + col_64;
            if (r_64 >= 0 && r_64 < 70 && (q_64 >= 0 && q_64 < 40)) {
                b[r_64 + q_64 * 70] = applied;
            }
            long col_65 = (long)get_local_id(0) % 16 / 16 + 1;
            long row_65 = (long)get_local_id(0) % 16 % 16;
            long r_65 = i + row_65;
            long q_65 = j + col_65;
            if (r_65 >= 0 && r_65 < 70 && (q_65 >= 0 && q_65 < 40)) {
                b[r_65 + q_65 * 70] = applied_1;
            }
            long col_66 = (long)get_local_id(0) % 16 / 16 + 2;
            long row_66 = (long)get_local_id(0) % 16 % 16;
            long r_66 = i + row_66;
            long q_66 = j + col_66;
            if (r_66 >= 0 && r_66 < 70 && (q_66 >= 0 && q_66 < 40)) {
                b[r_66 + q_66 * 70] = applied_2;
            }
            long col_67 = (long)get_local_id(0) % 16 / 16 + 3;
            long row_67 = (long)get_local_id(0) % 16 % 16;
            long r_67 = i + row_67;
            long q_67 = j + col_67;
            if (r_67 >= 0 && r_67 < 70 && (q_67 >= 0 && q_67 < 40)) {
                b[r_67 + q_67 * 70] = applied_3;
            }
            long col_68 = (long)get_local_id(0) % 16 / 16 + 4;
            long row_68 = (long)get_local_id(0) % 16 % 16;
            long r_68 = i + row_68;
            long q_68 = j + col_68;
            if (r_68 >= 0 && r_68 < 70 && (q_68 >= 0 && q_68 < 40)) {
                b[r_68 + q_68 * 70] = applied_4;
            }
            long col_69 = (long)get_local_id(0) % 16 / 16 + 5;
            long row_69 = (long)get_local_id(0) % 16 % 16;
            long r_69 = i + row_69;
            long q_69 = j + col_69;
            if (r_69 >= 0 && r_69 < 70 && (q_69 >= 0 && q_69 < 40)) {
                b[r_69 + q_69 * 70] = applied_5;
            }
            long col_70 = (long)get_local_id(0) % 16 / 16 + 6;
            long row_70 = (long)get_local_id(0) % 16 % 16;
            long r_70 = i + row_70;
            long q_70 = j + col_70;
            if (r_70 >= 0 && r_70 < 70 && (q_70 >= 0 && q_70 < 40)) {
                b[r_70 + q_70 * 70] = applied_6;
            }
            long col_71 = (long)get_local_id(0) % 16 / 16 + 7;
            long row_71 = (long)get_local_id(0) % 16 % 16;
            long r_71 = i + row_71;
            long q_71 = j + col_71;
            if (r_71 >= 0 && r_71 < 70 && (q_71 >= 0 && q_71 < 40)) {
                b[r_71 + q_71 * 70] = applied_7;
            }
            long col_72 = (long)get_local_id(0) % 16 / 16 + 8;
            long row_72 = (long)get_local_id(0) % 16 % 16;
            long r_72 = i + row_72;
            long q_72 = j + col_72;
            if (r_72 >= 0 && r_72 < 70 && (q_72 >= 0 && q_72 < 40)) {
                b[r_72 + q_72 * 70] = applied_8;
            }
            long col_73 = (long)get_local_id(0) % 16 / 16 + 9;
            long row_73 = (long)get_local_id(0) % 16 % 16;
            long r_73 = i + row_73;
            long q_73 = j + col_73;
            if (r_73 >= 0 && r_73 < 70 && (q_73 >= 0 && q_73 < 40)) {
                b[r_73 + q_73 * 70] = applied_9;
            }
            long col_74 = (long)get_local_id(0) % 16 / 16 + 10;
            long row_74 = (long)get_local_id(0) % 16 % 16;
            long r_74 = i + row_74;
            long q_74 = j + col_74;
            if (r_74 >= 0 && r_74 < 70 && (q_74 >= 0 && q_74 < 40)) {
                b[r_74 + q_74 * 70] = applied_10;
            }
            long col_75 = (long)get_local_id(0) % 16 / 16 + 11;
            long row_75 = (long)get_local_id(0) % 16 % 16;
            long r_75 = i + row_75;
            long q_75 = j + col_75;
            if (r_75 >= 0 && r_75 < 70 && (q_75 >= 0 && q_75 < 40)) {
                b[r_75 + q_75 * 70] = applied_11;
            }
            long col_76 = (long)get_local_id(0) % 16 / 16 + 12;
            long row_76 = (long)get_local_id(0) % 16 % 16;
            long r_76 = i + row_76;
            long q_76 = j + col_76;
            if (r_76 >= 0 && r_76 < 70 && (q_76 >= 0 && q_76 < 40)) {
                b[r_76 + q_76 * 70] = applied_12;
            }
            long col_77 = (long)get_local_id(0) % 16 / 16 + 13;
            long row_77 = (long)get_local_id(0) % 16 % 16;
            long r_77 = i + row_77;
            long q_77 = j + col_77;
            if (r_77 >= 0 && r_77 < 70 && (q_77 >= 0 && q_77 < 40)) {
                b[r_77 + q_77 * 70] = applied_13;
            }
            long col_78 = (long)get_local_id(0) % 16 / 16 + 14;
            long row_78 = (long)get_local_id(0) % 16 % 16;
            long r_78 = i + row_78;
            long q_78 = j + col_78;
            if (r_78 >= 0 && r_78 < 70 && (q_78 >= 0 && q_78 < 40)) {
                b[r_78 + q_78 * 70] = applied_14;
            }
            long col_79 = (long)get_local_id(0) % 16 / 16 + 15;
            long row_79 = (long)get_local_id(0) % 16 % 16;
            long r_79 = i + row_79;
            long q_79 = j + col_79;
            if (r_79 >= 0 && r_79 < 70 && (q_79 >= 0 && q_79 < 40)) {
                b[r_79 + q_79 * 70] = applied_15;
            }
            long col_80 = (long)get_local_id(0) % 16 / 16;
            long row_80 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_80 = i + row_80;
            long q_80 = j + col_80;
            if (r_80 >= 0 && r_80 < 70 && (q_80 >= 0 && q_80 < 40)) {
                b[r_80 + q_80 * 70] = applied_16;
            }
            long col_81 = (long)get_local_id(0) % 16 / 16 + 1;
            long row_81 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_81 = i + row_81;
            long q_81 = j + col_81;
            if (r_81 >= 0 && r_81 < 70 && (q_81 >= 0 && q_81 < 40)) {
                b[r_81 + q_81 * 70] = applied_17;
            }
            long col_82 = (long)get_local_id(0) % 16 / 16 + 2;
            long row_82 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_82 = i + row_82;
            long q_82 = j + col_82;
            if (r_82 >= 0 && r_82 < 70 && (q_82 >= 0 && q_82 < 40)) {
                b[r_82 + q_82 * 70] = applied_18;
            }
            long col_83 = (long)get_local_id(0) % 16 / 16 + 3;
            long row_83 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_83 = i + row_83;
            long q_83 = j + col_83;
            if (r_83 >= 0 && r_83 < 70 && (q_83 >= 0 && q_83 < 40)) {
                b[r_83 + q_83 * 70] = applied_19;
            }
            long col_84 = (long)get_local_id(0) % 16 / 16 + 4;
            long row_84 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_84 = i + row_84;
            long q_84 = j + col_84;
            if (r_84 >= 0 && r_84 < 70 && (q_84 >= 0 && q_84 < 40)) {
                b[r_84 + q_84 * 70] = applied_20;
            }
            long col_85 = (long)get_local_id(0) % 16 / 16 + 5;
            long row_85 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_85 = i + row_85;
            long q_85 = j + col_85;
            if (r_85 >= 0 && r_85 < 70 && (q_85 >= 0 && q_85 < 40)) {
                b[r_85 + q_85 * 70] = applied_21;
            }
            long col_86 = (long)get_local_id(0) % 16 / 16 + 6;
            long row_86 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_86 = i + row_86;
            long q_86 = j + col_86;
            if (r_86 >= 0 && r_86 < 70 && (q_86 >= 0 && q_86 < 40)) {
                b[r_86 + q_86 * 70] = applied_22;
            }
            long col_87 = (long)get_local_id(0) % 16 / 16 + 7;
            long row_87 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_87 = i + row_87;
            long q_87 = j + col_87;
            if (r_87 >= 0 && r_87 < 70 && (q_87 >= 0 && q_87 < 40)) {
                b[r_87 + q_87 * 70] = applied_23;
            }
            long col_88 = (long)get_local_id(0) % 16 / 16 + 8;
            long row_88 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_88 = i + row_88;
            long q_88 = j + col_88;
            if (r_88 >= 0 && r_88 < 70 && (q_88 >= 0 && q_88 < 40)) {
                b[r_88 + q_88 * 70] = applied_24;
            }
            long col_89 = (long)get_local_id(0) % 16 / 16 + 9;
            long row_89 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_89 = i + row_89;
            long q_89 = j + col_89;
            if (r_89 >= 0 && r_89 < 70 && (q_89 >= 0 && q_89 < 40)) {
                b[r_89 + q_89 * 70] = applied_25;
            }
            long col_90 = (long)get_local_id(0) % 16 / 16 + 10;
            long row_90 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_90 = i + row_90;
            long q_90 = j + col_90;
            if (r_90 >= 0 && r_90 < 70 && (q_90 >= 0 && q_90 < 40)) {
                b[r_90 + q_90 * 70] = applied_26;
            }
            long col_91 = (long)get_local_id(0) % 16 / 16 + 11;
            long row_91 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_91 = i + row_91;
            long q_91 = j + col_91;
            if (r_91 >= 0 && r_91 < 70 && (q_91 >= 0 && q_91 < 40)) {
                b[r_91 + q_91 * 70] = applied_27;
            }
            long col_92 = (long)get_local_id(0) % 16 / 16 + 12;
            long row_92 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_92 = i + row_92;
            long q_92 = j + col_92;
            if (r_92 >= 0 && r_92 < 70 && (q_92 >= 0 && q_92 < 40)) {
                b[r_92 + q_92 * 70] = applied_28;
            }
            long col_93 = (long)get_local_id(0) % 16 / 16 + 13;
            long row_93 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_93 = i + row_93;
            long q_93 = j + col_93;
            if (r_93 >= 0 && r_93 < 70 && (q_93 >= 0 && q_93 < 40)) {
                b[r_93 + q_93 * 70] = applied_29;
            }
            long col_94 = (long)get_local_id(0) % 16 / 16 + 14;
            long row_94 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_94 = i + row_94;
            long q_94 = j + col_94;
            if (r_94 >= 0 && r_94 < 70 && (q_94 >= 0 && q_94 < 40)) {
                b[r_94 + q_94 * 70] = applied_30;
            }
            long col_95 = (long)get_local_id(0) % 16 / 16 + 15;
            long row_95 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_95 = i + row_95;
            long q_95 = j + col_95;
            if (r_95 >= 0 && r_95 < 70 && (q_95 >= 0 && q_95 < 40)) {
                b[r_95 + q_95 * 70] = applied_31;
            }
        }
    }
    long sg_1 = (long)get_local_id(0) / 16 + 2 * (long)get_local_id(1);
    long tiles_3 = (max(96L, 0L) + 31) / 32;
    long tiles_4 = (max(32L, 0L) + 15) / 16;
    long tiles_5 = tiles_3 * tiles_4;
    for (long round__1 = 0; round__1 < tiles_5; round__1 += 4) {
        long tile_1 = round__1 + sg_1;
        long i_1;
        long j_1;
        float x;
        float x_1;
        float x_2;
        float x_3;
        float x_4;
        float x_5;
        float x_6;
        float x_7;
        float x_8;
        float x_9;
        float x_10;
        float x_11;
        float x_12;
        float x_13;
        float x_14;
        float x_15;
        float x_16;
        float x_17;
        float x_18;
        float x_19;
        float x_20;
        float x_21;
        float x_22;
        float x_23;
        float x_24;
        float x_25;
        float x_26;
        float x_27;
        float x_28;
        float x_29;
        float x_30;
        float x_31;
        bool cond = tile_1 < tiles_5;
        if (cond) {
            long rest_2 = tile_1 / tiles_3;
            long at_2 = tile_1 % tiles_3 * 32;
            i_1 = at_2;
            long ti_1 = min(32L, 96 - at_2);
            long rest_3 = rest_2 / tiles_4;
            long at_3 = rest_2 % tiles_4 * 16;
            j_1 = at_3;
            long tj_1 = min(16L, 32 - at_3);
            x = 0.0f;
            x_1 = 0.0f;
            x_2 = 0.0f;
            x_3 = 0.0f;
            x_4 = 0.0f;
            x_5 = 0.0f;
            x_6 = 0.0f;
            x_7 = 0.0f;
            x_8 = 0.0f;
            x_9 = 0.0f;
            x_10 = 0.0f;
            x_11 = 0.0f;
            x_12 = 0.0f;
            x_13 = 0.0f;
            x_14 = 0.0f;
            x_15 = 0.0f;
            x_16 = 0.0f;
            x_17 = 0.0f;
            x_18 = 0.0f;
            x_19 = 0.0f;
            x_20 = 0.0f;
            x_21 = 0.0f;
            x_22 = 0.0f;
            x_23 = 0.0f;
            x_24 = 0.0f;
            x_25 = 0.0f;
            x_26 = 0.0f;
            x_27 = 0.0f;
            x_28 = 0.0f;
            x_29 = 0.0f;
            x_30 = 0.0f;
            x_31 = 0.0f;
        }
        for (long p = 0; p < 24; p += 8) {
            float a_33;
            float a_34;
            float a_35;
            float a_36;
            float a_37;
            float a_38;
            float a_39;
            float a_40;
            float a_41;
            float a_42;
            float a_43;
            float a_44;
            float a_45;
            float a_46;
            float a_47;
            float a_48;
            float a_49;
            float a_50;
            float a_51;
            float a_52;
            float a_53;
            float a_54;
            float a_55;
            float a_56;
            long sg_matrix;
            long sg_matrix_1;
            if (cond) {
                long col_96 = (long)get_local_id(0) % 16 / 16;
                long row_96 = (long)get_local_id(0) % 16 % 16;
                long r_96 = i_1 + row_96;
                long q_96 = p + col_96;
                a_33 = g[r_96 + q_96 * 96];
                long col_97 = (long)get_local_id(0) % 16 / 16 + 1;
                long row_97 = (long)get_local_id(0) % 16 % 16;
                long r_97 = i_1 + row_97;
                long q_97 = p + col_97;
                a_34 = g[r_97 + q_97 * 96];
                long col_98 = (long)get_local_id(0) % 16 / 16 + 2;
                long row_98 = (long)get_local_id(0) % 16 % 16;
                long r_98 = i_1 + row_98;
                long q_98 = p + col_98;
                a_35 = g[r_98 + q_98 * 96];
                long col_99 = (long)get_local_id(0) % 16 / 16 + 3;
                long row_99 = (long)get_local_id(0) % 16 % 16;
                long r_99 = i_1 + row_99;
                long q_99 = p + col_99;
                a_36 = g[r_99 + q_99 * 96];
                long col_100 = (long)get_local_id(0) % 16 / 16 + 4;
                long row_100 = (long)get_local_id(0) % 16 % 16;
                long r_100 = i_1 + row_100;
                long q_100 = p + col_100;
                a_37 = g[r_100 + q_100 * 96];
                long col_101 = (long)get_local_id(0) % 16 / 16 + 5;
                long row_101 = (long)get_local_id(0) % 16 % 16;
                long r_101 = i_1 + row_101;
                long q_101 = p + col_101;
                a_38 = g[r_101 + q_101 * 96];
                long col_102 = (long)get_local_id(0) % 16 / 16 + 6;
                long row_102 = (long)get_local_id(0) % 16 % 16;
                long r_102 = i_1 + row_102;
                long q_102 = p + col_102;
                a_39 = g[r_102 + q_102 * 96];
                long col_103 = (long)get_local_id(0) % 16 / 16 + 7;
                long row_103 = (long)get_local_id(0) % 16 % 16;
                long r_103 = i_1 + row_103;
                long q_103 = p + col_103;
                a_40 = g[r_103 + q_103 * 96];
                long col_104 = (long)get_local_id(0) % 16 / 16;
                long row_104 = (long)get_local_id(0) % 16 % 16 + 16;
                long r_104 = i_1 + row_104;
                long q_104 = p + col_104;
                a_41 = g[r_104 + q_104 * 96];
                long col_105 = (long)get_local_id(0) % 16 / 16 + 1;
                long row_105 = (long)get_local_id(0) % 16 % 16 + 16;
                long r_105 = i_1 + row_105;
                long q_105 = p + col_105;
                a_42 = g[r_105 + q_105 * 96];
                long col_106 = (long)get_local_id(0) % 16 / 16 + 2;
                long row_106 = (long)get_local_id(0) % 16 % 16 + 16;
                long r_106 = i_1 + row_106;
                long q_106 = p + col_106;
                a_43 = g[r_106 + q_106 * 96];
                long col_107 = (long)get_local_id(0) % 16 / 16 + 3;
                long row_107 = (long)get_local_id(0) % 16 % 16 + 16;
                long r_107 = i_1 + row_107;
                long q_107 = p + col_107;
                a_44 = g[r_107 + q_107 * 96];
                long col_108 = (long)get_local_id(0) % 16 / 16 + 4;
                long row_108 = (long)get_local_id(0) % 16 % 16 + 16;
                long r_108 = i_1 + row_108;
                long q_108 = p + col_108;
                a_45 = g[r_108 + q_108 * 96];
                long col_109 = (long)get_local_id(0) % 16 / 16 + 5;
                long row_109 = (long)get_local_id(0) % 16 % 16 + 16;
                long r_109 = i_1 + row_109;
                long q_109 = p + col_109;
                a_46 = g[r_109 + q_109 * 96];
                long col_110 = (long)get_local_id(0) % 16 / 16 + 6;
                long row_110 = (long)get_local_id(0) % 16 % 16 + 16;
                long r_110 = i_1 + row_110;
                long q_110 = p + col_110;
                a_47 = g[r_110 + q_110 * 96];
                long col_111 = (long)get_local_id(0) % 16 / 16 + 7;
                long row_111 = (long)get_local_id(0) % 16 % 16 + 16;
                long r_111 = i_1 + row_111;
                long q_111 = p + col_111;
                a_48 = g[r_111 + q_111 * 96];
                long col_112 = (long)get_local_id(0) % 16 / 8;
                long row_112 = (long)get_local_id(0) % 16 % 8;
                long r_112 = p + row_112;
                long q_112 = j_1 + col_112;
                a_49 = 0.0f;
                if (col_112 < 16) {
                    a_49 = h[r_112 + q_112 * 24];
                }
                long col_113 = (long)get_local_id(0) % 16 / 8 + 2;
                long row_113 = (long)get_local_id(0) % 16 % 8;
                long r_113 = p + row_113;
                long q_113 = j_1 + col_113;
                a_50 = 0.0f;
                if (col_113 < 16) {
                    a_50 = h[r_113 + q_113 * 24];
                }
                long col_114 = (long)get_local_id(0) % 16 / 8 + 4;
                long row_114 = (long)get_local_id(0) % 16 % 8;
                long r_114 = p + row_114;
                long q_114 = j_1 + col_114;
                a_51 = 0.0f;
                if (col_114 < 16) {
                    a_51 = h[r_114 + q_114 * 24];
                }
                long col_115 = (long)get_local_id(0) % 16 / 8 + 6;
                long row_115 = (long)get_local_id(0) % 16 % 8;
                long r_115 = p + row_115;
                long q_115 = j_1 + col_115;
                a_52 = 0.0f;
                if (col_115 < 16) {
                    a_52 = h[r_115 + q_115 * 24];
                }
                long col_116 = (long)get_local_id(0) % 16 / 8 + 8;
                long row_116 = (long)get_local_id(0) % 16 % 8;
                long r_116 = p + row_116;
                long q_116 = j_1 + col_116;
                a_53 = 0.0f;
                if (col_116 < 16) {
                    a_53 = h[r_116 + q_116 * 24];
                }
                long col_117 = (long)get_local_id(0) % 16 / 8 + 10;
                long row_117 = (long)get_local_id(0) % 16 % 8;
                long r_117 = p + row_117;
                long q_117 = j_1 + col_117;
                a_54 = 0.0f;
                if (col_117 < 16) {
                    a_54 = h[r_117 + q_117 * 24];
                }
                long col_118 = (long)get_local_id(0) % 16 / 8 + 12;
                long row_118 = (long)get_local_id(0) % 16 % 8;
                long r_118 = p + row_118;
                long q_118 = j_1 + col_118;
                a_55 = 0.0f;
                if (col_118 < 16) {
                    a_55 = h[r_118 + q_118 * 24];
                }
                long col_119 = (long)get_local_id(0) % 16 / 8 + 14;
                long row_119 = (long)get_local_id(0) % 16 % 8;
                long r_119 = p + row_119;
                long q_119 = j_1 + col_119;
                a_56 = 0.0f;
                if (col_119 < 16) {
                    a_56 = h[r_119 + q_119 * 24];
                }
                sg_matrix = ((long)get_local_id(0) / 16 + 2 * (long)get_local_id(1)) * 256;
                sg_matrix_1 = ((long)get_local_id(0) / 16 + 2 * (long)get_local_id(1)) * 128;
            }
            barrier(CLK_LOCAL_MEM_FENCE);
            if (cond) {
                long col_120 = (long)get_local_id(0) % 16 / 16;
                long row_120 = (long)get_local_id(0) % 16 % 16;
                ((local float*)stack)[sg_matrix + (row_120 + col_120 * 32)] = a_33;
                long col_121 = (long)get_local_id(0) % 16 / 16 + 1;
                long row_121 = (long)get_local_id(0) % 16 % 16;
                ((local float*)stack)[sg_matrix + (row_121 + col_121 * 32)] = a_34;
                long col_122 = (long)get_local_id(0) % 16 / 16 + 2;
                long row_122 = (long)get_local_id(0) % 16 % 16;
                ((local float*)stack)[sg_matrix + (row_122 + col_122 * 32)] = a_35;
                long col_123 = (long)get_local_id(0) % 16 / 16 + 3;
                long row_123 = (long)get_local_id(0) % 16 % 16;
                ((local float*)stack)[sg_matrix + (row_123 + col_123 * 32)] = a_36;
                long col_124 = (long)get_local_id(0) % 16 / 16 + 4;
                long row_124 = (long)get_local_id(0) % 16 % 16;
                ((local float*)stack)[sg_matrix + (row_124 + col_124 * 32)] = a_37;
                long col_125 = (long)get_local_id(0) % 16 / 16 + 5;
                long row_125 = (long)get_local_id(0) % 16 % 16;
                ((local float*)stack)[sg_matrix + (row_125 + col_125 * 32)] = a_38;
                long col_126 = (long)get_local_id(0) % 16 / 16 + 6;
                long row_126 = (long)get_local_id(0) % 16 % 16;
                ((local float*)stack)[sg_matrix + (row_126 + col_126 * 32)] = a_39;
                long col_127 = (long)get_local_id(0) % 16 / 16 + 7;
                long row_127 = (long)get_local_id(0) % 16 % 16;
                ((local float*)stack)[sg_matrix + (row_127 + col_127 * 32)] = a_40;
                long col_128 = (long)get_local_id(0) % 16 / 16;
                long row_128 = (long)get_local_id(0) % 16 % 16 + 16;
                ((local float*)stack)[sg_matrix + (row_128 + col_128 * 32)] = a_41;
                long col_129 = (long)get_local_id(0) % 16 / 16 + 1;
                long row_129 = (long)get_local_id(0) % 16 % 16 + 16;
                ((local float*)stack)[sg_matrix + (row_129 + col_129 * 32)] = a_42;
                long col_130 = (long)get_local_id(0) % 16 / 16 + 2;
                long row_130 = (long)get_local_id(0) % 16 % 16 + 16;
                ((local float*)stack)[sg_matrix + (row_130 + col_130 * 32)] = a_43;
                long col_131 = (long)get_local_id(0) % 16 / 16 + 3;
                long row_131 = (long)get_local_id(0) % 16 % 16 + 16;
                ((local float*)stack)[sg_matrix + (row_131 + col_131 * 32)] = a_44;
                long col_132 = (long)get_local_id(0) % 16 / 16 + 4;
                long row_132 = (long)get_local_id(0) % 16 % 16 + 16;
                ((local float*)stack)[sg_matrix + (row_132 + col_132 * 32)] = a_45;
                long col_133 = (long)get_local_id(0) % 16 / 16 + 5;
                long row_133 = (long)get_local_id(0) % 16 % 16 + 16;
                ((local float*)stack)[sg_matrix + (row_133 + col_133 * 32)] = a_46;
                long col_134 = (long)get_local_id(0) % 16 / 16 + 6;
                long row_134 = (long)get_local_id(0) % 16 % 16 + 16;
                ((local float*)stack)[sg_matrix + (row_134 + col_134 * 32)] = a_47;
                long col_135 = (long)get_local_id(0) % 16 / 16 + 7;
                long row_135 = (long)get_local_id(0) % 16 % 16 + 16;
                ((local float*)stack)[sg_matrix + (row_135 + col_135 * 32)] = a_48;
                long col_136 = (long)get_local_id(0) % 16 / 8;
                long row_136 = (long)get_local_id(0) % 16 % 8;
                if (col_136 < 16) {
                    ((local float*)(stack + 4096))[sg_matrix_1 + (row_136 + col_136 * 8)] = a_49;
                }
                long col_137 = (long)get_local_id(0) % 16 / 8 + 2;
                long row_137 = (long)get_local_id(0) % 16 % 8;
                if (col_137 < 16) {
                    ((local float*)(stack + 4096))[sg_matrix_1 + (row_137 + col_137 * 8)] = a_50;
                }
                long col_138 = (long)get_local_id(0) % 16 / 8 + 4;
                long row_138 = (long)get_local_id(0) % 16 % 8;
                if (col_138 < 16) {
                    ((local float*)(stack + 4096))[sg_matrix_1 + (row_138 + col_138 * 8)] = a_51;
                }
                long col_139 = (long)get_local_id(0) % 16 / 8 + 6;
                long row_139 = (long)get_local_id(0) % 16 % 8;
                if (col_139 < 16) {
                    ((local float*)(stack + 4096))[sg_matrix_1 + (row_139 + col_139 * 8)] = a_52;
                }
                long col_140 = (long)get_local_id(0) % 16 / 8 + 8;
                long row_140 = (long)get_local_id(0) % 16 % 8;
                if (col_140 < 16) {
                    ((local float*)(stack + 4096))[sg_matrix_1 + (row_140 + col_140 * 8)] = a_53;
                }
                long col_141 = (long)get_local_id(0) % 16 / 8 + 10;
                long row_141 = (long)get_local_id(0) % 16 % 8;
                if (col_141 < 16) {
                    ((local float*)(stack + 4096))[sg_matrix_1 + (row_141 + col_141 * 8)] = a_54;
                }
                long col_142 = (long)get_local_id(0) % 16 / 8 + 12;
                long row_142 = (long)get_local_id(0) % 16 % 8;
                if (col_142 < 16) {
                    ((local float*)(stack + 4096))[sg_matrix_1 + (row_142 + col_142 * 8)] = a_55;
                }
                long col_143 = (long)get_local_id(0) % 16 / 8 + 14;
                long row_143 = (long)get_local_id(0) % 16 % 8;
                if (col_143 < 16) {
                    ((local float*)(stack + 4096))[sg_matrix_1 + (row_143 + col_143 * 8)] = a_56;
                }
            }
            barrier(CLK_LOCAL_MEM_FENCE);
            if (cond) {
                long col_144 = (long)get_local_id(0) % 16 / 16;
                long row_144 = (long)get_local_id(0) % 16 % 16;
                float acc = x;
                #pragma unroll
                for (long p_1 = 0; p_1 < 8; ++p_1) {
                    acc += ((local float*)stack)[sg_matrix + (row_144 + p_1 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_1 + col_144 * 8)];
                }
                long col_145 = (long)get_local_id(0) % 16 / 16 + 1;
                long row_145 = (long)get_local_id(0) % 16 % 16;
                float acc_1 = x_1;
                #pragma unroll
                for (long p_2 = 0; p_2 < 8; ++p_2) {
                    acc_1 += ((local float*)stack)[sg_matrix + (row_145 + p_2 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_2 + col_145 * 8)];
                }
                long col_146 = (long)get_local_id(0) % 16 / 16 + 2;
                long row_146 = (long)get_local_id(0) % 16 % 16;
                float acc_2 = x_2;
                #pragma unroll
                for (long p_3 = 0; p_3 < 8; ++p_3) {
                    acc_2 += ((local float*)stack)[sg_matrix + (row_146 + p_3 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_3 + col_146 * 8)];
                }
                long col_147 = (long)get_local_id(0) % 16 / 16 + 3;
                long row_147 = (long)get_local_id(0) % 16 % 16;
                float acc_3 = x_3;
                #pragma unroll
                for (long p_4 = 0; p_4 < 8; ++p_4) {
                    acc_3 += ((local float*)stack)[sg_matrix + (row_147 + p_4 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_4 + col_147 * 8)];
                }
                long col_148 = (long)get_local_id(0) % 16 / 16 + 4;
                long row_148 = (long)get_local_id(0) % 16 % 16;
                float acc_4 = x_4;
                #pragma unroll
                for (long p_5 = 0; p_5 < 8; ++p_5) {
                    acc_4 += ((local float*)stack)[sg_matrix + (row_148 + p_5 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_5 + col_148 * 8)];
                }
                long col_149 = (long)get_local_id(0) % 16 / 16 + 5;
                long row_149 = (long)get_local_id(0) % 16 % 16;
                float acc_5 = x_5;
                #pragma unroll
                for (long p_6 = 0; p_6 < 8; ++p_6) {
                    acc_5 += ((local float*)stack)[sg_matrix + (row_149 + p_6 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_6 + col_149 * 8)];
                }
                long col_150 = (long)get_local_id(0) % 16 / 16 + 6;
                long row_150 = (long)get_local_id(0) % 16 % 16;
                float acc_6 = x_6;
                #pragma unroll
                for (long p_7 = 0; p_7 < 8; ++p_7) {
                    acc_6 += ((local float*)stack)[sg_matrix + (row_150 + p_7 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_7 + col_150 * 8)];
                }
                long col_151 = (long)get_local_id(0) % 16 / 16 + 7;
                long row_151 = (long)get_local_id(0) % 16 % 16;
                float acc_7 = x_7;
                #pragma unroll
                for (long p_8 = 0; p_8 < 8; ++p_8) {
                    acc_7 += ((local float*)stack)[sg_matrix + (row_151 + p_8 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_8 + col_151 * 8)];
                }
                long col_152 = (long)get_local_id(0) % 16 / 16 + 8;
                long row_152 = (long)get_local_id(0) % 16 % 16;
                float acc_8 = x_8;
                #pragma unroll
                for (long p_9 = 0; p_9 < 8; ++p_9) {
                    acc_8 += ((local float*)stack)[sg_matrix + (row_152 + p_9 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_9 + col_152 * 8)];
                }
                long col_153 = (long)get_local_id(0) % 16 / 16 + 9;
                long row_153 = (long)get_local_id(0) % 16 % 16;
                float acc_9 = x_9;
                #pragma unroll
                for (long p_10 = 0; p_10 < 8; ++p_10) {
                    acc_9 += ((local float*)stack)[sg_matrix + (row_153 + p_10 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_10 + col_153 * 8)];
                }
                long col_154 = (long)get_local_id(0) % 16 / 16 + 10;
                long row_154 = (long)get_local_id(0) % 16 % 16;
                float acc_10 = x_10;
                #pragma unroll
                for (long p_11 = 0; p_11 < 8; ++p_11) {
                    acc_10 += ((local float*)stack)[sg_matrix + (row_154 + p_11 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_11 + col_154 * 8)];
                }
                long col_155 = (long)get_local_id(0) % 16 / 16 + 11;
                long row_155 = (long)get_local_id(0) % 16 % 16;
                float acc_11 = x_11;
                #pragma unroll
                for (long p_12 = 0; p_12 < 8; ++p_12) {
                    acc_11 += ((local float*)stack)[sg_matrix + (row_155 + p_12 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_12 + col_155 * 8)];
                }
                long col_156 = (long)get_local_id(0) % 16 / 16 + 12;
                long row_156 = (long)get_local_id(0) % 16 % 16;
                float acc_12 = x_12;
                #pragma unroll
                for (long p_13 = 0; p_13 < 8; ++p_13) {
                    acc_12 += ((local float*)stack)[sg_matrix + (row_156 + p_13 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_13 + col_156 * 8)];
                }
                long col_157 = (long)get_local_id(0) % 16 / 16 + 13;
                long row_157 = (long)get_local_id(0) % 16 % 16;
                float acc_13 = x_13;
                #pragma unroll
                for (long p_14 = 0; p_14 < 8; ++p_14) {
                    acc_13 += ((local float*)stack)[sg_matrix + (row_157 + p_14 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_14 + col_157 * 8)];
                }
                long col_158 = (long)get_local_id(0) % 16 / 16 + 14;
                long row_158 = (long)get_local_id(0) % 16 % 16;
                float acc_14 = x_14;
                #pragma unroll
                for (long p_15 = 0; p_15 < 8; ++p_15) {
                    acc_14 += ((local float*)stack)[sg_matrix + (row_158 + p_15 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_15 + col_158 * 8)];
                }
                long col_159 = (long)get_local_id(0) % 16 / 16 + 15;
                long row_159 = (long)get_local_id(0) % 16 % 16;
                float acc_15 = x_15;
                #pragma unroll
                for (long p_16 = 0; p_16 < 8; ++p_16) {
                    acc_15 += ((local float*)stack)[sg_matrix + (row_159 + p_16 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_16 + col_159 * 8)];
                }
                long col_160 = (long)get_local_id(0) % 16 / 16;
                long row_160 = (long)get_local_id(0) % 16 % 16 + 16;
                float acc_16 = x_16;
                #pragma unroll
                for (long p_17 = 0; p_17 < 8; ++p_17) {
                    acc_16 += ((local float*)stack)[sg_matrix + (row_160 + p_17 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_17 + col_160 * 8)];
                }
                long col_161 = (long)get_local_id(0) % 16 / 16 + 1;
                long row_161 = (long)get_local_id(0) % 16 % 16 + 16;
                float acc_17 = x_17;
                #pragma unroll
                for (long p_18 = 0; p_18 < 8; ++p_18) {
                    acc_17 += ((local float*)stack)[sg_matrix + (row_161 + p_18 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_18 + col_161 * 8)];
                }
                long col_162 = (long)get_local_id(0) % 16 / 16 + 2;
                long row_162 = (long)get_local_id(0) % 16 % 16 + 16;
                float acc_18 = x_18;
                #pragma unroll
                for (long p_19 = 0; p_19 < 8; ++p_19) {
                    acc_18 += ((local float*)stack)[sg_matrix + (row_162 + p_19 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_19 + col_162 * 8)];
                }
                long col_163 = (long)get_local_id(0) % 16 / 16 + 3;
                long row_163 = (long)get_local_id(0) % 16 % 16 + 16;
                float acc_19 = x_19;
                #pragma unroll
                for (long p_20 = 0; p_20 < 8; ++p_20) {
                    acc_19 += ((local float*)stack)[sg_matrix + (row_163 + p_20 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_20 + col_163 * 8)];
                }
                long col_164 = (long)get_local_id(0) % 16 / 16 + 4;
                long row_164 = (long)get_local_id(0) % 16 % 16 + 16;
                float acc_20 = x_20;
                #pragma unroll
                for (long p_21 = 0; p_21 < 8; ++p_21) {
                    acc_20 += ((local float*)stack)[sg_matrix + (row_164 + p_21 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_21 + col_164 * 8)];
                }
                long col_165 = (long)get_local_id(0) % 16 / 16 + 5;
                long row_165 = (long)get_local_id(0) % 16 % 16 + 16;
                float acc_21 = x_21;
                #pragma unroll
                for (long p_22 = 0; p_22 < 8; ++p_22) {
                    acc_21 += ((local float*)stack)[sg_matrix + (row_165 + p_22 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_22 + col_165 * 8)];
                }
                long col_166 = (long)get_local_id(0) % 16 / 16 + 6;
                long row_166 = (long)get_local_id(0) % 16 % 16 + 16;
                float acc_22 = x_22;
                #pragma unroll
                for (long p_23 = 0; p_23 < 8; ++p_23) {
                    acc_22 += ((local float*)stack)[sg_matrix + (row_166 + p_23 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_23 + col_166 * 8)];
                }
                long col_167 = (long)get_local_id(0) % 16 / 16 + 7;
                long row_167 = (long)get_local_id(0) % 16 % 16 + 16;
                float acc_23 = x_23;
                #pragma unroll
                for (long p_24 = 0; p_24 < 8; ++p_24) {
                    acc_23 += ((local float*)stack)[sg_matrix + (row_167 + p_24 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_24 + col_167 * 8)];
                }
                long col_168 = (long)get_local_id(0) % 16 / 16 + 8;
                long row_168 = (long)get_local_id(0) % 16 % 16 + 16;
                float acc_24 = x_24;
                #pragma unroll
                for (long p_25 = 0; p_25 < 8; ++p_25) {
                    acc_24 += ((local float*)stack)[sg_matrix + (row_168 + p_25 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_25 + col_168 * 8)];
                }
                long col_169 = (long)get_local_id(0) % 16 / 16 + 9;
                long row_169 = (long)get_local_id(0) % 16 % 16 + 16;
                float acc_25 = x_25;
                #pragma unroll
                for (long p_26 = 0; p_26 < 8; ++p_26) {
                    acc_25 += ((local float*)stack)[sg_matrix + (row_169 + p_26 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_26 + col_169 * 8)];
                }
                long col_170 = (long)get_local_id(0) % 16 / 16 + 10;
                long row_170 = (long)get_local_id(0) % 16 % 16 + 16;
                float acc_26 = x_26;
                #pragma unroll
                for (long p_27 = 0; p_27 < 8; ++p_27) {
                    acc_26 += ((local float*)stack)[sg_matrix + (row_170 + p_27 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_27 + col_170 * 8)];
                }
                long col_171 = (long)get_local_id(0) % 16 / 16 + 11;
                long row_171 = (long)get_local_id(0) % 16 % 16 + 16;
                float acc_27 = x_27;
                #pragma unroll
                for (long p_28 = 0; p_28 < 8; ++p_28) {
                    acc_27 += ((local float*)stack)[sg_matrix + (row_171 + p_28 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_28 + col_171 * 8)];
                }
                long col_172 = (long)get_local_id(0) % 16 / 16 + 12;
                long row_172 = (long)get_local_id(0) % 16 % 16 + 16;
                float acc_28 = x_28;
                #pragma unroll
                for (long p_29 = 0; p_29 < 8; ++p_29) {
                    acc_28 += ((local float*)stack)[sg_matrix + (row_172 + p_29 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_29 + col_172 * 8)];
                }
                long col_173 = (long)get_local_id(0) % 16 / 16 + 13;
                long row_173 = (long)get_local_id(0) % 16 % 16 + 16;
                float acc_29 = x_29;
                #pragma unroll
                for (long p_30 = 0; p_30 < 8; ++p_30) {
                    acc_29 += ((local float*)stack)[sg_matrix + (row_173 + p_30 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_30 + col_173 * 8)];
                }
                long col_174 = (long)get_local_id(0) % 16 / 16 + 14;
                long row_174 = (long)get_local_id(0) % 16 % 16 + 16;
                float acc_30 = x_30;
                #pragma unroll
                for (long p_31 = 0; p_31 < 8; ++p_31) {
                    acc_30 += ((local float*)stack)[sg_matrix + (row_174 + p_31 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_31 + col_174 * 8)];
                }
                long col_175 = (long)get_local_id(0) % 16 / 16 + 15;
                long row_175 = (long)get_local_id(0) % 16 % 16 + 16;
                float acc_31 = x_31;
                #pragma unroll
                for (long p_32 = 0; p_32 < 8; ++p_32) {
                    acc_31 += ((local float*)stack)[sg_matrix + (row_175 + p_32 * 32)] * ((local float*)(stack + 4096))[sg_matrix_1 + (p_32 + col_175 * 8)];
                }
                x = acc;
                x_1 = acc_1;
                x_2 = acc_2;
                x_3 = acc_3;
                x_4 = acc_4;
                x_5 = acc_5;
                x_6 = acc_6;
                x_7 = acc_7;
                x_8 = acc_8;
                x_9 = acc_9;
                x_10 = acc_10;
                x_11 = acc_11;
                x_12 = acc_12;
                x_13 = acc_13;
                x_14 = acc_14;
                x_15 = acc_15;
                x_16 = acc_16;
                x_17 = acc_17;
                x_18 = acc_18;
                x_19 = acc_19;
                x_20 = acc_20;
                x_21 = acc_21;
                x_22 = acc_22;
                x_23 = acc_23;
                x_24 = acc_24;
                x_25 = acc_25;
                x_26 = acc_26;
                x_27 = acc_27;
                x_28 = acc_28;
                x_29 = acc_29;
                x_30 = acc_30;
                x_31 = acc_31;
            }
        }
        if (cond) {
            long col_176 = (long)get_local_id(0) % 16 / 16;
            long row_176 = (long)get_local_id(0) % 16 % 16;
            long r_120 = i_1 + row_176;
            long q_120 = j_1 + col_176;
            k[r_120 + q_120 * 96] = x;
            long col_177 = (long)get_local_id(0) % 16 / 16 + 1;
            long row_177 = (long)get_local_id(0) % 16 % 16;
            long r_121 = i_1 + row_177;
            long q_121 = j_1 + col_177;
            k[r_121 + q_121 * 96] = x_1;
            long col_178 = (long)get_local_id(0) % 16 / 16 + 2;
            long row_178 = (long)get_local_id(0) % 16 % 16;
            long r_122 = i_1 + row_178;
            long q_122 = j_1 + col_178;
            k[r_122 + q_122 * 96] = x_2;
            long col_179 = (long)get_local_id(0) % 16 / 16 + 3;
            long row_179 = (long)get_local_id(0) % 16 % 16;
            long r_123 = i_1 + row_179;
            long q_123 = j_1 + col_179;
            k[r_123 + q_123 * 96] = x_3;
            long col_180 = (long)get_local_id(0) % 16 / 16 + 4;
            long row_180 = (long)get_local_id(0) % 16 % 16;
            long r_124 = i_1 + row_180;
            long q_124 = j_1 + col_180;
            k[r_124 + q_124 * 96] = x_4;
            long col_181 = (long)get_local_id(0) % 16 / 16 + 5;
            long row_181 = (long)get_local_id(0) % 16 % 16;
            long r_125 = i_1 + row_181;
            long q_125 = j_1 + col_181;
            k[r_125 + q_125 * 96] = x_5;
            long col_182 = (long)get_local_id(0) % 16 / 16 + 6;
            long row_182 = (long)get_local_id(0) % 16 % 16;
            long r_126 = i_1 + row_182;
            long q_126 = j_1 + col_182;
            k[r_126 + q_126 * 96] = x_6;
            long col_183 = (long)get_local_id(0) % 16 / 16 + 7;
            long row_183 = (long)get_local_id(0) % 16 % 16;
            long r_127 = i_1 + row_183;
            long q_127 = j_1 + col_183;
            k[r_127 + q_127 * 96] = x_7;
            long col_184 = (long)get_local_id(0) % 16 / 16 + 8;
            long row_184 = (long)get_local_id(0) % 16 % 16;
            long r_128 = i_1 + row_184;
            long q_128 = j_1 + col_184;
            k[r_128 + q_128 * 96] = x_8;
            long col_185 = (long)get_local_id(0) % 16 / 16 + 9;
            long row_185 = (long)get_local_id(0) % 16 % 16;
            long r_129 = i_1 + row_185;
            long q_129 = j_1 + col_185;
            k[r_129 + q_129 * 96] = x_9;
            long col_186 = (long)get_local_id(0) % 16 / 16 + 10;
            long row_186 = (long)get_local_id(0) % 16 % 16;
            long r_130 = i_1 + row_186;
            long q_130 = j_1 + col_186;
            k[r_130 + q_130 * 96] = x_10;
            long col_187 = (long)get_local_id(0) % 16 / 16 + 11;
            long row_187 = (long)get_local_id(0) % 16 % 16;
            long r_131 = i_1 + row_187;
            long q_131 = j_1 + col_187;
            k[r_131 + q_131 * 96] = x_11;
            long col_188 = (long)get_local_id(0) % 16 / 16 + 12;
            long row_188 = (long)get_local_id(0) % 16 % 16;
            long r_132 = i_1 + row_188;
            long q_132 = j_1 + col_188;
            k[r_132 + q_132 * 96] = x_12;
            long col_189 = (long)get_local_id(0) % 16 / 16 + 13;
            long row_189 = (long)get_local_id(0) % 16 % 16;
            long r_133 = i_1 + row_189;
            long q_133 = j_1 + col_189;
            k[r_133 + q_133 * 96] = x_13;
            long col_190 = (long)get_local_id(0) % 16 / 16 + 14;
            long row_190 = (long)get_local_id(0) % 16 % 16;
            long r_134 = i_1 + row_190;
            long q_134 = j_1 + col_190;
            k[r_134 + q_134 * 96] = x_14;
            long col_191 = (long)get_local_id(0) % 16 / 16 + 15;
            long row_191 = (long)get_local_id(0) % 16 % 16;
            long r_135 = i_1 + row_191;
            long q_135 = j_1 + col_191;
            k[r_135 + q_135 * 96] = x_15;
            long col_192 = (long)get_local_id(0) % 16 / 16;
            long row_192 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_136 = i_1 + row_192;
            long q_136 = j_1 + col_192;
            k[r_136 + q_136 * 96] = x_16;
            long col_193 = (long)get_local_id(0) % 16 / 16 + 1;
            long row_193 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_137 = i_1 + row_193;
            long q_137 = j_1 + col_193;
            k[r_137 + q_137 * 96] = x_17;
            long col_194 = (long)get_local_id(0) % 16 / 16 + 2;
            long row_194 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_138 = i_1 + row_194;
            long q_138 = j_1 + col_194;
            k[r_138 + q_138 * 96] = x_18;
            long col_195 = (long)get_local_id(0) % 16 / 16 + 3;
            long row_195 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_139 = i_1 + row_195;
            long q_139 = j_1 + col_195;
            k[r_139 + q_139 * 96] = x_19;
            long col_196 = (long)get_local_id(0) % 16 / 16 + 4;
            long row_196 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_140 = i_1 + row_196;
            long q_140 = j_1 + col_196;
            k[r_140 + q_140 * 96] = x_20;
            long col_197 = (long)get_local_id(0) % 16 / 16 + 5;
            long row_197 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_141 = i_1 + row_197;
            long q_141 = j_1 + col_197;
            k[r_141 + q_141 * 96] = x_21;
            long col_198 = (long)get_local_id(0) % 16 / 16 + 6;
            long row_198 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_142 = i_1 + row_198;
            long q_142 = j_1 + col_198;
            k[r_142 + q_142 * 96] = x_22;
            long col_199 = (long)get_local_id(0) % 16 / 16 + 7;
            long row_199 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_143 = i_1 + row_199;
            long q_143 = j_1 + col_199;
            k[r_143 + q_143 * 96] = x_23;
            long col_200 = (long)get_local_id(0) % 16 / 16 + 8;
            long row_200 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_144 = i_1 + row_200;
            long q_144 = j_1 + col_200;
            k[r_144 + q_144 * 96] = x_24;
            long col_201 = (long)get_local_id(0) % 16 / 16 + 9;
            long row_201 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_145 = i_1 + row_201;
            long q_145 = j_1 + col_201;
            k[r_145 + q_145 * 96] = x_25;
            long col_202 = (long)get_local_id(0) % 16 / 16 + 10;
            long row_202 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_146 = i_1 + row_202;
            long q_146 = j_1 + col_202;
            k[r_146 + q_146 * 96] = x_26;
            long col_203 = (long)get_local_id(0) % 16 / 16 + 11;
            long row_203 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_147 = i_1 + row_203;
            long q_147 = j_1 + col_203;
            k[r_147 + q_147 * 96] = x_27;
            long col_204 = (long)get_local_id(0) % 16 / 16 + 12;
            long row_204 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_148 = i_1 + row_204;
            long q_148 = j_1 + col_204;
            k[r_148 + q_148 * 96] = x_28;
            long col_205 = (long)get_local_id(0) % 16 / 16 + 13;
            long row_205 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_149 = i_1 + row_205;
            long q_149 = j_1 + col_205;
            k[r_149 + q_149 * 96] = x_29;
            long col_206 = (long)get_local_id(0) % 16 / 16 + 14;
            long row_206 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_150 = i_1 + row_206;
            long q_150 = j_1 + col_206;
            k[r_150 + q_150 * 96] = x_30;
            long col_207 = (long)get_local_id(0) % 16 / 16 + 15;
            long row_207 = (long)get_local_id(0) % 16 % 16 + 16;
            long r_151 = i_1 + row_207;
            long q_151 = j_1 + col_207;
            k[r_151 + q_151 * 96] = x_31;
        }
    }
}
