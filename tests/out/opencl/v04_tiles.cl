kernel __attribute__((reqd_work_group_size(32, 2, 1)))
void tiles(global float* A, long A_shape2, global float* B, long B_shape2, global float* G, long G_shape2, global float* H, long H_shape2, global float* K, long K_shape2) {
    long gid = (long)get_group_id(0);
    global float* a = A + gid * 2800;
    global float* b = B + gid * 2800;
    global float* g = G + gid * 2304;
    global float* h = H + gid * 768;
    global float* k = K + gid * 3072;
    long sg = (long)get_local_id(0) / 16 + 2 * (long)get_local_id(1);
    for (long round_ = 0; round_ < 9; round_ += 4) {
        long tile = round_ + sg;
        if (tile < 9) {
            long rest = tile / 3;
            long at = tile % 3 * 32;
            long i = at;
            long ti = min(32L, 70 - at);
            long rest_1 = rest / 3;
            long at_1 = rest % 3 * 16;
            long j = at_1;
            long tj = min(16L, 40 - at_1);
            long row = (long)get_local_id(0) % 16;
            long r = i + row;
            float a_1 = 0.0f;
            if (r >= 0 && r < 70 && (j >= 0 && j < 40)) {
                a_1 = a[r + j * 70];
            }
            long row_1 = (long)get_local_id(0) % 16;
            long r_1 = i + row_1;
            long q = j + 1;
            float a_2 = 0.0f;
            if (r_1 >= 0 && r_1 < 70 && (q >= 0 && q < 40)) {
                a_2 = a[r_1 + q * 70];
            }
            long row_2 = (long)get_local_id(0) % 16;
            long r_2 = i + row_2;
            long q_1 = j + 2;
            float a_3 = 0.0f;
            if (r_2 >= 0 && r_2 < 70 && (q_1 >= 0 && q_1 < 40)) {
                a_3 = a[r_2 + q_1 * 70];
            }
            long row_3 = (long)get_local_id(0) % 16;
            long r_3 = i + row_3;
            long q_2 = j + 3;
            float a_4 = 0.0f;
            if (r_3 >= 0 && r_3 < 70 && (q_2 >= 0 && q_2 < 40)) {
                a_4 = a[r_3 + q_2 * 70];
            }
            long row_4 = (long)get_local_id(0) % 16;
            long r_4 = i + row_4;
            long q_3 = j + 4;
            float a_5 = 0.0f;
            if (r_4 >= 0 && r_4 < 70 && (q_3 >= 0 && q_3 < 40)) {
                a_5 = a[r_4 + q_3 * 70];
            }
            long row_5 = (long)get_local_id(0) % 16;
            long r_5 = i + row_5;
            long q_4 = j + 5;
            float a_6 = 0.0f;
            if (r_5 >= 0 && r_5 < 70 && (q_4 >= 0 && q_4 < 40)) {
                a_6 = a[r_5 + q_4 * 70];
            }
            long row_6 = (long)get_local_id(0) % 16;
            long r_6 = i + row_6;
            long q_5 = j + 6;
            float a_7 = 0.0f;
            if (r_6 >= 0 && r_6 < 70 && (q_5 >= 0 && q_5 < 40)) {
                a_7 = a[r_6 + q_5 * 70];
            }
            long row_7 = (long)get_local_id(0) % 16;
            long r_7 = i + row_7;
            long q_6 = j + 7;
            float a_8 = 0.0f;
            if (r_7 >= 0 && r_7 < 70 && (q_6 >= 0 && q_6 < 40)) {
                a_8 = a[r_7 + q_6 * 70];
            }
            long row_8 = (long)get_local_id(0) % 16;
            long r_8 = i + row_8;
            long q_7 = j + 8;
            float a_9 = 0.0f;
            if (r_8 >= 0 && r_8 < 70 && (q_7 >= 0 && q_7 < 40)) {
                a_9 = a[r_8 + q_7 * 70];
            }
            long row_9 = (long)get_local_id(0) % 16;
            long r_9 = i + row_9;
            long q_8 = j + 9;
            float a_10 = 0.0f;
            if (r_9 >= 0 && r_9 < 70 && (q_8 >= 0 && q_8 < 40)) {
                a_10 = a[r_9 + q_8 * 70];
            }
            long row_10 = (long)get_local_id(0) % 16;
            long r_10 = i + row_10;
            long q_9 = j + 10;
            float a_11 = 0.0f;
            if (r_10 >= 0 && r_10 < 70 && (q_9 >= 0 && q_9 < 40)) {
                a_11 = a[r_10 + q_9 * 70];
            }
            long row_11 = (long)get_local_id(0) % 16;
            long r_11 = i + row_11;
            long q_10 = j + 11;
            float a_12 = 0.0f;
            if (r_11 >= 0 && r_11 < 70 && (q_10 >= 0 && q_10 < 40)) {
                a_12 = a[r_11 + q_10 * 70];
            }
            long row_12 = (long)get_local_id(0) % 16;
            long r_12 = i + row_12;
            long q_11 = j + 12;
            float a_13 = 0.0f;
            if (r_12 >= 0 && r_12 < 70 && (q_11 >= 0 && q_11 < 40)) {
                a_13 = a[r_12 + q_11 * 70];
            }
            long row_13 = (long)get_local_id(0) % 16;
            long r_13 = i + row_13;
            long q_12 = j + 13;
            float a_14 = 0.0f;
            if (r_13 >= 0 && r_13 < 70 && (q_12 >= 0 && q_12 < 40)) {
                a_14 = a[r_13 + q_12 * 70];
            }
            long row_14 = (long)get_local_id(0) % 16;
            long r_14 = i + row_14;
            long q_13 = j + 14;
            float a_15 = 0.0f;
            if (r_14 >= 0 && r_14 < 70 && (q_13 >= 0 && q_13 < 40)) {
                a_15 = a[r_14 + q_13 * 70];
            }
            long row_15 = (long)get_local_id(0) % 16;
            long r_15 = i + row_15;
            long q_14 = j + 15;
            float a_16 = 0.0f;
            if (r_15 >= 0 && r_15 < 70 && (q_14 >= 0 && q_14 < 40)) {
                a_16 = a[r_15 + q_14 * 70];
            }
            long row_16 = (long)get_local_id(0) % 16 + 16;
            long r_16 = i + row_16;
            float a_17 = 0.0f;
            if (r_16 >= 0 && r_16 < 70 && (j >= 0 && j < 40)) {
                a_17 = a[r_16 + j * 70];
            }
            long row_17 = (long)get_local_id(0) % 16 + 16;
            long r_17 = i + row_17;
            long q_15 = j + 1;
            float a_18 = 0.0f;
            if (r_17 >= 0 && r_17 < 70 && (q_15 >= 0 && q_15 < 40)) {
                a_18 = a[r_17 + q_15 * 70];
            }
            long row_18 = (long)get_local_id(0) % 16 + 16;
            long r_18 = i + row_18;
            long q_16 = j + 2;
            float a_19 = 0.0f;
            if (r_18 >= 0 && r_18 < 70 && (q_16 >= 0 && q_16 < 40)) {
                a_19 = a[r_18 + q_16 * 70];
            }
            long row_19 = (long)get_local_id(0) % 16 + 16;
            long r_19 = i + row_19;
            long q_17 = j + 3;
            float a_20 = 0.0f;
            if (r_19 >= 0 && r_19 < 70 && (q_17 >= 0 && q_17 < 40)) {
                a_20 = a[r_19 + q_17 * 70];
            }
            long row_20 = (long)get_local_id(0) % 16 + 16;
            long r_20 = i + row_20;
            long q_18 = j + 4;
            float a_21 = 0.0f;
            if (r_20 >= 0 && r_20 < 70 && (q_18 >= 0 && q_18 < 40)) {
                a_21 = a[r_20 + q_18 * 70];
            }
            long row_21 = (long)get_local_id(0) % 16 + 16;
            long r_21 = i + row_21;
            long q_19 = j + 5;
            float a_22 = 0.0f;
            if (r_21 >= 0 && r_21 < 70 && (q_19 >= 0 && q_19 < 40)) {
                a_22 = a[r_21 + q_19 * 70];
            }
            long row_22 = (long)get_local_id(0) % 16 + 16;
            long r_22 = i + row_22;
            long q_20 = j + 6;
            float a_23 = 0.0f;
            if (r_22 >= 0 && r_22 < 70 && (q_20 >= 0 && q_20 < 40)) {
                a_23 = a[r_22 + q_20 * 70];
            }
            long row_23 = (long)get_local_id(0) % 16 + 16;
            long r_23 = i + row_23;
            long q_21 = j + 7;
            float a_24 = 0.0f;
            if (r_23 >= 0 && r_23 < 70 && (q_21 >= 0 && q_21 < 40)) {
                a_24 = a[r_23 + q_21 * 70];
            }
            long row_24 = (long)get_local_id(0) % 16 + 16;
            long r_24 = i + row_24;
            long q_22 = j + 8;
            float a_25 = 0.0f;
            if (r_24 >= 0 && r_24 < 70 && (q_22 >= 0 && q_22 < 40)) {
                a_25 = a[r_24 + q_22 * 70];
            }
            long row_25 = (long)get_local_id(0) % 16 + 16;
            long r_25 = i + row_25;
            long q_23 = j + 9;
            float a_26 = 0.0f;
            if (r_25 >= 0 && r_25 < 70 && (q_23 >= 0 && q_23 < 40)) {
                a_26 = a[r_25 + q_23 * 70];
            }
            long row_26 = (long)get_local_id(0) % 16 + 16;
            long r_26 = i + row_26;
            long q_24 = j + 10;
            float a_27 = 0.0f;
            if (r_26 >= 0 && r_26 < 70 && (q_24 >= 0 && q_24 < 40)) {
                a_27 = a[r_26 + q_24 * 70];
            }
            long row_27 = (long)get_local_id(0) % 16 + 16;
            long r_27 = i + row_27;
            long q_25 = j + 11;
            float a_28 = 0.0f;
            if (r_27 >= 0 && r_27 < 70 && (q_25 >= 0 && q_25 < 40)) {
                a_28 = a[r_27 + q_25 * 70];
            }
            long row_28 = (long)get_local_id(0) % 16 + 16;
            long r_28 = i + row_28;
            long q_26 = j + 12;
            float a_29 = 0.0f;
            if (r_28 >= 0 && r_28 < 70 && (q_26 >= 0 && q_26 < 40)) {
                a_29 = a[r_28 + q_26 * 70];
            }
            long row_29 = (long)get_local_id(0) % 16 + 16;
            long r_29 = i + row_29;
            long q_27 = j + 13;
            float a_30 = 0.0f;
            if (r_29 >= 0 && r_29 < 70 && (q_27 >= 0 && q_27 < 40)) {
                a_30 = a[r_29 + q_27 * 70];
            }
            long row_30 = (long)get_local_id(0) % 16 + 16;
            long r_30 = i + row_30;
            long q_28 = j + 14;
            float a_31 = 0.0f;
            if (r_30 >= 0 && r_30 < 70 && (q_28 >= 0 && q_28 < 40)) {
                a_31 = a[r_30 + q_28 * 70];
            }
            long row_31 = (long)get_local_id(0) % 16 + 16;
            long r_31 = i + row_31;
            long q_29 = j + 15;
            float a_32 = 0.0f;
            if (r_31 >= 0 && r_31 < 70 && (q_29 >= 0 && q_29 < 40)) {
                a_32 = a[r_31 + q_29 * 70];
            }
            long row_32 = (long)get_local_id(0) % 16;
            int r_32 = (int)row_32;
            int q_30 = (int)0;
            float applied;
            bool le = r_32 <= q_30;
            float w;
            if (le) {
                float e = exp(a_1);
                w = e;
            } else {
                w = 0.0f;
            }
            applied = w;
            long row_33 = (long)get_local_id(0) % 16;
            int r_33 = (int)row_33;
            int q_31 = (int)1;
            float applied_1;
            bool le_1 = r_33 <= q_31;
            float w_1;
            if (le_1) {
                float e_1 = exp(a_2);
                w_1 = e_1;
            } else {
                w_1 = 0.0f;
            }
            applied_1 = w_1;
            long row_34 = (long)get_local_id(0) % 16;
            int r_34 = (int)row_34;
            int q_32 = (int)2;
            float applied_2;
            bool le_2 = r_34 <= q_32;
            float w_2;
            if (le_2) {
                float e_2 = exp(a_3);
                w_2 = e_2;
            } else {
                w_2 = 0.0f;
            }
            applied_2 = w_2;
            long row_35 = (long)get_local_id(0) % 16;
            int r_35 = (int)row_35;
            int q_33 = (int)3;
            float applied_3;
            bool le_3 = r_35 <= q_33;
            float w_3;
            if (le_3) {
                float e_3 = exp(a_4);
                w_3 = e_3;
            } else {
                w_3 = 0.0f;
            }
            applied_3 = w_3;
            long row_36 = (long)get_local_id(0) % 16;
            int r_36 = (int)row_36;
            int q_34 = (int)4;
            float applied_4;
            bool le_4 = r_36 <= q_34;
            float w_4;
            if (le_4) {
                float e_4 = exp(a_5);
                w_4 = e_4;
            } else {
                w_4 = 0.0f;
            }
            applied_4 = w_4;
            long row_37 = (long)get_local_id(0) % 16;
            int r_37 = (int)row_37;
            int q_35 = (int)5;
            float applied_5;
            bool le_5 = r_37 <= q_35;
            float w_5;
            if (le_5) {
                float e_5 = exp(a_6);
                w_5 = e_5;
            } else {
                w_5 = 0.0f;
            }
            applied_5 = w_5;
            long row_38 = (long)get_local_id(0) % 16;
            int r_38 = (int)row_38;
            int q_36 = (int)6;
            float applied_6;
            bool le_6 = r_38 <= q_36;
            float w_6;
            if (le_6) {
                float e_6 = exp(a_7);
                w_6 = e_6;
            } else {
                w_6 = 0.0f;
            }
            applied_6 = w_6;
            long row_39 = (long)get_local_id(0) % 16;
            int r_39 = (int)row_39;
            int q_37 = (int)7;
            float applied_7;
            bool le_7 = r_39 <= q_37;
            float w_7;
            if (le_7) {
                float e_7 = exp(a_8);
                w_7 = e_7;
            } else {
                w_7 = 0.0f;
            }
            applied_7 = w_7;
            long row_40 = (long)get_local_id(0) % 16;
            int r_40 = (int)row_40;
            int q_38 = (int)8;
            float applied_8;
            bool le_8 = r_40 <= q_38;
            float w_8;
            if (le_8) {
                float e_8 = exp(a_9);
                w_8 = e_8;
            } else {
                w_8 = 0.0f;
            }
            applied_8 = w_8;
            long row_41 = (long)get_local_id(0) % 16;
            int r_41 = (int)row_41;
            int q_39 = (int)9;
            float applied_9;
            bool le_9 = r_41 <= q_39;
            float w_9;
            if (le_9) {
                float e_9 = exp(a_10);
                w_9 = e_9;
            } else {
                w_9 = 0.0f;
            }
            applied_9 = w_9;
            long row_42 = (long)get_local_id(0) % 16;
            int r_42 = (int)row_42;
            int q_40 = (int)10;
            float applied_10;
            bool le_10 = r_42 <= q_40;
            float w_10;
            if (le_10) {
                float e_10 = exp(a_11);
                w_10 = e_10;
            } else {
                w_10 = 0.0f;
            }
            applied_10 = w_10;
            long row_43 = (long)get_local_id(0) % 16;
            int r_43 = (int)row_43;
            int q_41 = (int)11;
            float applied_11;
            bool le_11 = r_43 <= q_41;
            float w_11;
            if (le_11) {
                float e_11 = exp(a_12);
                w_11 = e_11;
            } else {
                w_11 = 0.0f;
            }
            applied_11 = w_11;
            long row_44 = (long)get_local_id(0) % 16;
            int r_44 = (int)row_44;
            int q_42 = (int)12;
            float applied_12;
            bool le_12 = r_44 <= q_42;
            float w_12;
            if (le_12) {
                float e_12 = exp(a_13);
                w_12 = e_12;
            } else {
                w_12 = 0.0f;
            }
            applied_12 = w_12;
            long row_45 = (long)get_local_id(0) % 16;
            int r_45 = (int)row_45;
            int q_43 = (int)13;
            float applied_13;
            bool le_13 = r_45 <= q_43;
            float w_13;
            if (le_13) {
                float e_13 = exp(a_14);
                w_13 = e_13;
            } else {
                w_13 = 0.0f;
            }
            applied_13 = w_13;
            long row_46 = (long)get_local_id(0) % 16;
            int r_46 = (int)row_46;
            int q_44 = (int)14;
            float applied_14;
            bool le_14 = r_46 <= q_44;
            float w_14;
            if (le_14) {
                float e_14 = exp(a_15);
                w_14 = e_14;
            } else {
                w_14 = 0.0f;
            }
            applied_14 = w_14;
            long row_47 = (long)get_local_id(0) % 16;
            int r_47 = (int)row_47;
            int q_45 = (int)15;
            float applied_15;
            bool le_15 = r_47 <= q_45;
            float w_15;
            if (le_15) {
                float e_15 = exp(a_16);
                w_15 = e_15;
            } else {
                w_15 = 0.0f;
            }
            applied_15 = w_15;
            long row_48 = (long)get_local_id(0) % 16 + 16;
            int r_48 = (int)row_48;
            int q_46 = (int)0;
            float applied_16;
            bool le_16 = r_48 <= q_46;
            float w_16;
            if (le_16) {
                float e_16 = exp(a_17);
                w_16 = e_16;
            } else {
                w_16 = 0.0f;
            }
            applied_16 = w_16;
            long row_49 = (long)get_local_id(0) % 16 + 16;
            int r_49 = (int)row_49;
            int q_47 = (int)1;
            float applied_17;
            bool le_17 = r_49 <= q_47;
            float w_17;
            if (le_17) {
                float e_17 = exp(a_18);
                w_17 = e_17;
            } else {
                w_17 = 0.0f;
            }
            applied_17 = w_17;
            long row_50 = (long)get_local_id(0) % 16 + 16;
            int r_50 = (int)row_50;
            int q_48 = (int)2;
            float applied_18;
            bool le_18 = r_50 <= q_48;
            float w_18;
            if (le_18) {
                float e_18 = exp(a_19);
                w_18 = e_18;
            } else {
                w_18 = 0.0f;
            }
            applied_18 = w_18;
            long row_51 = (long)get_local_id(0) % 16 + 16;
            int r_51 = (int)row_51;
            int q_49 = (int)3;
            float applied_19;
            bool le_19 = r_51 <= q_49;
            float w_19;
            if (le_19) {
                float e_19 = exp(a_20);
                w_19 = e_19;
            } else {
                w_19 = 0.0f;
            }
            applied_19 = w_19;
            long row_52 = (long)get_local_id(0) % 16 + 16;
            int r_52 = (int)row_52;
            int q_50 = (int)4;
            float applied_20;
            bool le_20 = r_52 <= q_50;
            float w_20;
            if (le_20) {
                float e_20 = exp(a_21);
                w_20 = e_20;
            } else {
                w_20 = 0.0f;
            }
            applied_20 = w_20;
            long row_53 = (long)get_local_id(0) % 16 + 16;
            int r_53 = (int)row_53;
            int q_51 = (int)5;
            float applied_21;
            bool le_21 = r_53 <= q_51;
            float w_21;
            if (le_21) {
                float e_21 = exp(a_22);
                w_21 = e_21;
            } else {
                w_21 = 0.0f;
            }
            applied_21 = w_21;
            long row_54 = (long)get_local_id(0) % 16 + 16;
            int r_54 = (int)row_54;
            int q_52 = (int)6;
            float applied_22;
            bool le_22 = r_54 <= q_52;
            float w_22;
            if (le_22) {
                float e_22 = exp(a_23);
                w_22 = e_22;
            } else {
                w_22 = 0.0f;
            }
            applied_22 = w_22;
            long row_55 = (long)get_local_id(0) % 16 + 16;
            int r_55 = (int)row_55;
            int q_53 = (int)7;
            float applied_23;
            bool le_23 = r_55 <= q_53;
            float w_23;
            if (le_23) {
                float e_23 = exp(a_24);
                w_23 = e_23;
            } else {
                w_23 = 0.0f;
            }
            applied_23 = w_23;
            long row_56 = (long)get_local_id(0) % 16 + 16;
            int r_56 = (int)row_56;
            int q_54 = (int)8;
            float applied_24;
            bool le_24 = r_56 <= q_54;
            float w_24;
            if (le_24) {
                float e_24 = exp(a_25);
                w_24 = e_24;
            } else {
                w_24 = 0.0f;
            }
            applied_24 = w_24;
            long row_57 = (long)get_local_id(0) % 16 + 16;
            int r_57 = (int)row_57;
            int q_55 = (int)9;
            float applied_25;
            bool le_25 = r_57 <= q_55;
            float w_25;
            if (le_25) {
                float e_25 = exp(a_26);
                w_25 = e_25;
            } else {
                w_25 = 0.0f;
            }
            applied_25 = w_25;
            long row_58 = (long)get_local_id(0) % 16 + 16;
            int r_58 = (int)row_58;
            int q_56 = (int)10;
            float applied_26;
            bool le_26 = r_58 <= q_56;
            float w_26;
            if (le_26) {
                float e_26 = exp(a_27);
                w_26 = e_26;
            } else {
                w_26 = 0.0f;
            }
            applied_26 = w_26;
            long row_59 = (long)get_local_id(0) % 16 + 16;
            int r_59 = (int)row_59;
            int q_57 = (int)11;
            float applied_27;
            bool le_27 = r_59 <= q_57;
            float w_27;
            if (le_27) {
                float e_27 = exp(a_28);
                w_27 = e_27;
            } else {
                w_27 = 0.0f;
            }
            applied_27 = w_27;
            long row_60 = (long)get_local_id(0) % 16 + 16;
            int r_60 = (int)row_60;
            int q_58 = (int)12;
            float applied_28;
            bool le_28 = r_60 <= q_58;
            float w_28;
            if (le_28) {
                float e_28 = exp(a_29);
                w_28 = e_28;
            } else {
                w_28 = 0.0f;
            }
            applied_28 = w_28;
            long row_61 = (long)get_local_id(0) % 16 + 16;
            int r_61 = (int)row_61;
            int q_59 = (int)13;
            float applied_29;
            bool le_29 = r_61 <= q_59;
            float w_29;
            if (le_29) {
                float e_29 = exp(a_30);
                w_29 = e_29;
            } else {
                w_29 = 0.0f;
            }
            applied_29 = w_29;
            long row_62 = (long)get_local_id(0) % 16 + 16;
            int r_62 = (int)row_62;
            int q_60 = (int)14;
            float applied_30;
            bool le_30 = r_62 <= q_60;
            float w_30;
            if (le_30) {
                float e_30 = exp(a_31);
                w_30 = e_30;
            } else {
                w_30 = 0.0f;
            }
            applied_30 = w_30;
            long row_63 = (long)get_local_id(0) % 16 + 16;
            int r_63 = (int)row_63;
            int q_61 = (int)15;
            float applied_31;
            bool le_31 = r_63 <= q_61;
            float w_31;
            if (le_31) {
                float e_31 = exp(a_32);
                w_31 = e_31;
            } else {
                w_31 = 0.0f;
            }
            applied_31 = w_31;
            long row_64 = (long)get_local_id(0) % 16;
            long r_64 = i + row_64;
            if (r_64 >= 0 && r_64 < 70 && (j >= 0 && j < 40)) {
                b[r_64 + j * 70] = applied;
            }
            long row_65 = (long)get_local_id(0) % 16;
            long r_65 = i + row_65;
            long q_62 = j + 1;
            if (r_65 >= 0 && r_65 < 70 && (q_62 >= 0 && q_62 < 40)) {
                b[r_65 + q_62 * 70] = applied_1;
            }
            long row_66 = (long)get_local_id(0) % 16;
            long r_66 = i + row_66;
            long q_63 = j + 2;
            if (r_66 >= 0 && r_66 < 70 && (q_63 >= 0 && q_63 < 40)) {
                b[r_66 + q_63 * 70] = applied_2;
            }
            long row_67 = (long)get_local_id(0) % 16;
            long r_67 = i + row_67;
            long q_64 = j + 3;
            if (r_67 >= 0 && r_67 < 70 && (q_64 >= 0 && q_64 < 40)) {
                b[r_67 + q_64 * 70] = applied_3;
            }
            long row_68 = (long)get_local_id(0) % 16;
            long r_68 = i + row_68;
            long q_65 = j + 4;
            if (r_68 >= 0 && r_68 < 70 && (q_65 >= 0 && q_65 < 40)) {
                b[r_68 + q_65 * 70] = applied_4;
            }
            long row_69 = (long)get_local_id(0) % 16;
            long r_69 = i + row_69;
            long q_66 = j + 5;
            if (r_69 >= 0 && r_69 < 70 && (q_66 >= 0 && q_66 < 40)) {
                b[r_69 + q_66 * 70] = applied_5;
            }
            long row_70 = (long)get_local_id(0) % 16;
            long r_70 = i + row_70;
            long q_67 = j + 6;
            if (r_70 >= 0 && r_70 < 70 && (q_67 >= 0 && q_67 < 40)) {
                b[r_70 + q_67 * 70] = applied_6;
            }
            long row_71 = (long)get_local_id(0) % 16;
            long r_71 = i + row_71;
            long q_68 = j + 7;
            if (r_71 >= 0 && r_71 < 70 && (q_68 >= 0 && q_68 < 40)) {
                b[r_71 + q_68 * 70] = applied_7;
            }
            long row_72 = (long)get_local_id(0) % 16;
            long r_72 = i + row_72;
            long q_69 = j + 8;
            if (r_72 >= 0 && r_72 < 70 && (q_69 >= 0 && q_69 < 40)) {
                b[r_72 + q_69 * 70] = applied_8;
            }
            long row_73 = (long)get_local_id(0) % 16;
            long r_73 = i + row_73;
            long q_70 = j + 9;
            if (r_73 >= 0 && r_73 < 70 && (q_70 >= 0 && q_70 < 40)) {
                b[r_73 + q_70 * 70] = applied_9;
            }
            long row_74 = (long)get_local_id(0) % 16;
            long r_74 = i + row_74;
            long q_71 = j + 10;
            if (r_74 >= 0 && r_74 < 70 && (q_71 >= 0 && q_71 < 40)) {
                b[r_74 + q_71 * 70] = applied_10;
            }
            long row_75 = (long)get_local_id(0) % 16;
            long r_75 = i + row_75;
            long q_72 = j + 11;
            if (r_75 >= 0 && r_75 < 70 && (q_72 >= 0 && q_72 < 40)) {
                b[r_75 + q_72 * 70] = applied_11;
            }
            long row_76 = (long)get_local_id(0) % 16;
            long r_76 = i + row_76;
            long q_73 = j + 12;
            if (r_76 >= 0 && r_76 < 70 && (q_73 >= 0 && q_73 < 40)) {
                b[r_76 + q_73 * 70] = applied_12;
            }
            long row_77 = (long)get_local_id(0) % 16;
            long r_77 = i + row_77;
            long q_74 = j + 13;
            if (r_77 >= 0 && r_77 < 70 && (q_74 >= 0 && q_74 < 40)) {
                b[r_77 + q_74 * 70] = applied_13;
            }
            long row_78 = (long)get_local_id(0) % 16;
            long r_78 = i + row_78;
            long q_75 = j + 14;
            if (r_78 >= 0 && r_78 < 70 && (q_75 >= 0 && q_75 < 40)) {
                b[r_78 + q_75 * 70] = applied_14;
            }
            long row_79 = (long)get_local_id(0) % 16;
            long r_79 = i + row_79;
            long q_76 = j + 15;
            if (r_79 >= 0 && r_79 < 70 && (q_76 >= 0 && q_76 < 40)) {
                b[r_79 + q_76 * 70] = applied_15;
            }
            long row_80 = (long)get_local_id(0) % 16 + 16;
            long r_80 = i + row_80;
            if (r_80 >= 0 && r_80 < 70 && (j >= 0 && j < 40)) {
                b[r_80 + j * 70] = applied_16;
            }
            long row_81 = (long)get_local_id(0) % 16 + 16;
            long r_81 = i + row_81;
            long q_77 = j + 1;
            if (r_81 >= 0 && r_81 < 70 && (q_77 >= 0 && q_77 < 40)) {
                b[r_81 + q_77 * 70] = applied_17;
            }
            long row_82 = (long)get_local_id(0) % 16 + 16;
            long r_82 = i + row_82;
            long q_78 = j + 2;
            if (r_82 >= 0 && r_82 < 70 && (q_78 >= 0 && q_78 < 40)) {
                b[r_82 + q_78 * 70] = applied_18;
            }
            long row_83 = (long)get_local_id(0) % 16 + 16;
            long r_83 = i + row_83;
            long q_79 = j + 3;
            if (r_83 >= 0 && r_83 < 70 && (q_79 >= 0 && q_79 < 40)) {
                b[r_83 + q_79 * 70] = applied_19;
            }
            long row_84 = (long)get_local_id(0) % 16 + 16;
            long r_84 = i + row_84;
            long q_80 = j + 4;
            if (r_84 >= 0 && r_84 < 70 && (q_80 >= 0 && q_80 < 40)) {
                b[r_84 + q_80 * 70] = applied_20;
            }
            long row_85 = (long)get_local_id(0) % 16 + 16;
            long r_85 = i + row_85;
            long q_81 = j + 5;
            if (r_85 >= 0 && r_85 < 70 && (q_81 >= 0 && q_81 < 40)) {
                b[r_85 + q_81 * 70] = applied_21;
            }
            long row_86 = (long)get_local_id(0) % 16 + 16;
            long r_86 = i + row_86;
            long q_82 = j + 6;
            if (r_86 >= 0 && r_86 < 70 && (q_82 >= 0 && q_82 < 40)) {
                b[r_86 + q_82 * 70] = applied_22;
            }
            long row_87 = (long)get_local_id(0) % 16 + 16;
            long r_87 = i + row_87;
            long q_83 = j + 7;
            if (r_87 >= 0 && r_87 < 70 && (q_83 >= 0 && q_83 < 40)) {
                b[r_87 + q_83 * 70] = applied_23;
            }
            long row_88 = (long)get_local_id(0) % 16 + 16;
            long r_88 = i + row_88;
            long q_84 = j + 8;
            if (r_88 >= 0 && r_88 < 70 && (q_84 >= 0 && q_84 < 40)) {
                b[r_88 + q_84 * 70] = applied_24;
            }
            long row_89 = (long)get_local_id(0) % 16 + 16;
            long r_89 = i + row_89;
            long q_85 = j + 9;
            if (r_89 >= 0 && r_89 < 70 && (q_85 >= 0 && q_85 < 40)) {
                b[r_89 + q_85 * 70] = applied_25;
            }
            long row_90 = (long)get_local_id(0) % 16 + 16;
            long r_90 = i + row_90;
            long q_86 = j + 10;
            if (r_90 >= 0 && r_90 < 70 && (q_86 >= 0 && q_86 < 40)) {
                b[r_90 + q_86 * 70] = applied_26;
            }
            long row_91 = (long)get_local_id(0) % 16 + 16;
            long r_91 = i + row_91;
            long q_87 = j + 11;
            if (r_91 >= 0 && r_91 < 70 && (q_87 >= 0 && q_87 < 40)) {
                b[r_91 + q_87 * 70] = applied_27;
            }
            long row_92 = (long)get_local_id(0) % 16 + 16;
            long r_92 = i + row_92;
            long q_88 = j + 12;
            if (r_92 >= 0 && r_92 < 70 && (q_88 >= 0 && q_88 < 40)) {
                b[r_92 + q_88 * 70] = applied_28;
            }
            long row_93 = (long)get_local_id(0) % 16 + 16;
            long r_93 = i + row_93;
            long q_89 = j + 13;
            if (r_93 >= 0 && r_93 < 70 && (q_89 >= 0 && q_89 < 40)) {
                b[r_93 + q_89 * 70] = applied_29;
            }
            long row_94 = (long)get_local_id(0) % 16 + 16;
            long r_94 = i + row_94;
            long q_90 = j + 14;
            if (r_94 >= 0 && r_94 < 70 && (q_90 >= 0 && q_90 < 40)) {
                b[r_94 + q_90 * 70] = applied_30;
            }
            long row_95 = (long)get_local_id(0) % 16 + 16;
            long r_95 = i + row_95;
            long q_91 = j + 15;
            if (r_95 >= 0 && r_95 < 70 && (q_91 >= 0 && q_91 < 40)) {
                b[r_95 + q_91 * 70] = applied_31;
            }
        }
    }
    long sg_1 = (long)get_local_id(0) / 16 + 2 * (long)get_local_id(1);
    for (long round__1 = 0; round__1 < 6; round__1 += 4) {
        long tile_1 = round__1 + sg_1;
        if (tile_1 < 6) {
            long rest_2 = tile_1 / 3;
            long at_2 = tile_1 % 3 * 32;
            long i_1 = at_2;
            long ti_1 = min(32L, 96 - at_2);
            long rest_3 = rest_2 / 2;
            long at_3 = rest_2 % 2 * 16;
            long j_1 = at_3;
            long tj_1 = min(16L, 32 - at_3);
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
            for (long p = 0; p < 24; p += 8) {
                long row_96 = (long)get_local_id(0) % 16;
                long r_96 = i_1 + row_96;
                float a_33 = g[r_96 + p * 96];
                long row_97 = (long)get_local_id(0) % 16;
                long r_97 = i_1 + row_97;
                long q_92 = p + 1;
                float a_34 = g[r_97 + q_92 * 96];
                long row_98 = (long)get_local_id(0) % 16;
                long r_98 = i_1 + row_98;
                long q_93 = p + 2;
                float a_35 = g[r_98 + q_93 * 96];
                long row_99 = (long)get_local_id(0) % 16;
                long r_99 = i_1 + row_99;
                long q_94 = p + 3;
                float a_36 = g[r_99 + q_94 * 96];
                long row_100 = (long)get_local_id(0) % 16;
                long r_100 = i_1 + row_100;
                long q_95 = p + 4;
                float a_37 = g[r_100 + q_95 * 96];
                long row_101 = (long)get_local_id(0) % 16;
                long r_101 = i_1 + row_101;
                long q_96 = p + 5;
                float a_38 = g[r_101 + q_96 * 96];
                long row_102 = (long)get_local_id(0) % 16;
                long r_102 = i_1 + row_102;
                long q_97 = p + 6;
                float a_39 = g[r_102 + q_97 * 96];
                long row_103 = (long)get_local_id(0) % 16;
                long r_103 = i_1 + row_103;
                long q_98 = p + 7;
                float a_40 = g[r_103 + q_98 * 96];
                long row_104 = (long)get_local_id(0) % 16 + 16;
                long r_104 = i_1 + row_104;
                float a_41 = g[r_104 + p * 96];
                long row_105 = (long)get_local_id(0) % 16 + 16;
                long r_105 = i_1 + row_105;
                long q_99 = p + 1;
                float a_42 = g[r_105 + q_99 * 96];
                long row_106 = (long)get_local_id(0) % 16 + 16;
                long r_106 = i_1 + row_106;
                long q_100 = p + 2;
                float a_43 = g[r_106 + q_100 * 96];
                long row_107 = (long)get_local_id(0) % 16 + 16;
                long r_107 = i_1 + row_107;
                long q_101 = p + 3;
                float a_44 = g[r_107 + q_101 * 96];
                long row_108 = (long)get_local_id(0) % 16 + 16;
                long r_108 = i_1 + row_108;
                long q_102 = p + 4;
                float a_45 = g[r_108 + q_102 * 96];
                long row_109 = (long)get_local_id(0) % 16 + 16;
                long r_109 = i_1 + row_109;
                long q_103 = p + 5;
                float a_46 = g[r_109 + q_103 * 96];
                long row_110 = (long)get_local_id(0) % 16 + 16;
                long r_110 = i_1 + row_110;
                long q_104 = p + 6;
                float a_47 = g[r_110 + q_104 * 96];
                long row_111 = (long)get_local_id(0) % 16 + 16;
                long r_111 = i_1 + row_111;
                long q_105 = p + 7;
                float a_48 = g[r_111 + q_105 * 96];
                long col = (long)get_local_id(0) % 16 / 8;
                long row_112 = (long)get_local_id(0) % 16 % 8;
                long r_112 = p + row_112;
                long q_106 = j_1 + col;
                float a_49 = 0.0f;
                if (col < 16) {
                    a_49 = h[r_112 + q_106 * 24];
                }
                long col_1 = (long)get_local_id(0) % 16 / 8 + 2;
                long row_113 = (long)get_local_id(0) % 16 % 8;
                long r_113 = p + row_113;
                long q_107 = j_1 + col_1;
                float a_50 = 0.0f;
                if (col_1 < 16) {
                    a_50 = h[r_113 + q_107 * 24];
                }
                long col_2 = (long)get_local_id(0) % 16 / 8 + 4;
                long row_114 = (long)get_local_id(0) % 16 % 8;
                long r_114 = p + row_114;
                long q_108 = j_1 + col_2;
                float a_51 = 0.0f;
                if (col_2 < 16) {
                    a_51 = h[r_114 + q_108 * 24];
                }
                long col_3 = (long)get_local_id(0) % 16 / 8 + 6;
                long row_115 = (long)get_local_id(0) % 16 % 8;
                long r_115 = p + row_115;
                long q_109 = j_1 + col_3;
                float a_52 = 0.0f;
                if (col_3 < 16) {
                    a_52 = h[r_115 + q_109 * 24];
                }
                long col_4 = (long)get_local_id(0) % 16 / 8 + 8;
                long row_116 = (long)get_local_id(0) % 16 % 8;
                long r_116 = p + row_116;
                long q_110 = j_1 + col_4;
                float a_53 = 0.0f;
                if (col_4 < 16) {
                    a_53 = h[r_116 + q_110 * 24];
                }
                long col_5 = (long)get_local_id(0) % 16 / 8 + 10;
                long row_117 = (long)get_local_id(0) % 16 % 8;
                long r_117 = p + row_117;
                long q_111 = j_1 + col_5;
                float a_54 = 0.0f;
                if (col_5 < 16) {
                    a_54 = h[r_117 + q_111 * 24];
                }
                long col_6 = (long)get_local_id(0) % 16 / 8 + 12;
                long row_118 = (long)get_local_id(0) % 16 % 8;
                long r_118 = p + row_118;
                long q_112 = j_1 + col_6;
                float a_55 = 0.0f;
                if (col_6 < 16) {
                    a_55 = h[r_118 + q_112 * 24];
                }
                long col_7 = (long)get_local_id(0) % 16 / 8 + 14;
                long row_119 = (long)get_local_id(0) % 16 % 8;
                long r_119 = p + row_119;
                long q_113 = j_1 + col_7;
                float a_56 = 0.0f;
                if (col_7 < 16) {
                    a_56 = h[r_119 + q_113 * 24];
                }
                float a_57 = h[p + j_1 * 24];
                long r_120 = p + 1;
                float a_58 = h[r_120 + j_1 * 24];
                long r_121 = p + 2;
                float a_59 = h[r_121 + j_1 * 24];
                long r_122 = p + 3;
                float a_60 = h[r_122 + j_1 * 24];
                long r_123 = p + 4;
                float a_61 = h[r_123 + j_1 * 24];
                long r_124 = p + 5;
                float a_62 = h[r_124 + j_1 * 24];
                long r_125 = p + 6;
                float a_63 = h[r_125 + j_1 * 24];
                long r_126 = p + 7;
                float a_64 = h[r_126 + j_1 * 24];
                float acc = x + a_33 * a_57 + a_34 * a_58 + a_35 * a_59 + a_36 * a_60 + a_37 * a_61 + a_38 * a_62 + a_39 * a_63 + a_40 * a_64;
                long q_114 = j_1 + 1;
                float a_65 = h[p + q_114 * 24];
                long r_127 = p + 1;
                long q_115 = j_1 + 1;
                float a_66 = h[r_127 + q_115 * 24];
                long r_128 = p + 2;
                long q_116 = j_1 + 1;
                float a_67 = h[r_128 + q_116 * 24];
                long r_129 = p + 3;
                long q_117 = j_1 + 1;
                float a_68 = h[r_129 + q_117 * 24];
                long r_130 = p + 4;
                long q_118 = j_1 + 1;
                float a_69 = h[r_130 + q_118 * 24];
                long r_131 = p + 5;
                long q_119 = j_1 + 1;
                float a_70 = h[r_131 + q_119 * 24];
                long r_132 = p + 6;
                long q_120 = j_1 + 1;
                float a_71 = h[r_132 + q_120 * 24];
                long r_133 = p + 7;
                long q_121 = j_1 + 1;
                float a_72 = h[r_133 + q_121 * 24];
                float acc_1 = x_1 + a_33 * a_65 + a_34 * a_66 + a_35 * a_67 + a_36 * a_68 + a_37 * a_69 + a_38 * a_70 + a_39 * a_71 + a_40 * a_72;
                long q_122 = j_1 + 2;
                float a_73 = h[p + q_122 * 24];
                long r_134 = p + 1;
                long q_123 = j_1 + 2;
                float a_74 = h[r_134 + q_123 * 24];
                long r_135 = p + 2;
                long q_124 = j_1 + 2;
                float a_75 = h[r_135 + q_124 * 24];
                long r_136 = p + 3;
                long q_125 = j_1 + 2;
                float a_76 = h[r_136 + q_125 * 24];
                long r_137 = p + 4;
                long q_126 = j_1 + 2;
                float a_77 = h[r_137 + q_126 * 24];
                long r_138 = p + 5;
                long q_127 = j_1 + 2;
                float a_78 = h[r_138 + q_127 * 24];
                long r_139 = p + 6;
                long q_128 = j_1 + 2;
                float a_79 = h[r_139 + q_128 * 24];
                long r_140 = p + 7;
                long q_129 = j_1 + 2;
                float a_80 = h[r_140 + q_129 * 24];
                float acc_2 = x_2 + a_33 * a_73 + a_34 * a_74 + a_35 * a_75 + a_36 * a_76 + a_37 * a_77 + a_38 * a_78 + a_39 * a_79 + a_40 * a_80;
                long q_130 = j_1 + 3;
                float a_81 = h[p + q_130 * 24];
                long r_141 = p + 1;
                long q_131 = j_1 + 3;
                float a_82 = h[r_141 + q_131 * 24];
                long r_142 = p + 2;
                long q_132 = j_1 + 3;
                float a_83 = h[r_142 + q_132 * 24];
                long r_143 = p + 3;
                long q_133 = j_1 + 3;
                float a_84 = h[r_143 + q_133 * 24];
                long r_144 = p + 4;
                long q_134 = j_1 + 3;
                float a_85 = h[r_144 + q_134 * 24];
                long r_145 = p + 5;
                long q_135 = j_1 + 3;
                float a_86 = h[r_145 + q_135 * 24];
                long r_146 = p + 6;
                long q_136 = j_1 + 3;
                float a_87 = h[r_146 + q_136 * 24];
                long r_147 = p + 7;
                long q_137 = j_1 + 3;
                float a_88 = h[r_147 + q_137 * 24];
                float acc_3 = x_3 + a_33 * a_81 + a_34 * a_82 + a_35 * a_83 + a_36 * a_84 + a_37 * a_85 + a_38 * a_86 + a_39 * a_87 + a_40 * a_88;
                long q_138 = j_1 + 4;
                float a_89 = h[p + q_138 * 24];
                long r_148 = p + 1;
                long q_139 = j_1 + 4;
                float a_90 = h[r_148 + q_139 * 24];
                long r_149 = p + 2;
                long q_140 = j_1 + 4;
                float a_91 = h[r_149 + q_140 * 24];
                long r_150 = p + 3;
                long q_141 = j_1 + 4;
                float a_92 = h[r_150 + q_141 * 24];
                long r_151 = p + 4;
                long q_142 = j_1 + 4;
                float a_93 = h[r_151 + q_142 * 24];
                long r_152 = p + 5;
                long q_143 = j_1 + 4;
                float a_94 = h[r_152 + q_143 * 24];
                long r_153 = p + 6;
                long q_144 = j_1 + 4;
                float a_95 = h[r_153 + q_144 * 24];
                long r_154 = p + 7;
                long q_145 = j_1 + 4;
                float a_96 = h[r_154 + q_145 * 24];
                float acc_4 = x_4 + a_33 * a_89 + a_34 * a_90 + a_35 * a_91 + a_36 * a_92 + a_37 * a_93 + a_38 * a_94 + a_39 * a_95 + a_40 * a_96;
                long q_146 = j_1 + 5;
                float a_97 = h[p + q_146 * 24];
                long r_155 = p + 1;
                long q_147 = j_1 + 5;
                float a_98 = h[r_155 + q_147 * 24];
                long r_156 = p + 2;
                long q_148 = j_1 + 5;
                float a_99 = h[r_156 + q_148 * 24];
                long r_157 = p + 3;
                long q_149 = j_1 + 5;
                float a_100 = h[r_157 + q_149 * 24];
                long r_158 = p + 4;
                long q_150 = j_1 + 5;
                float a_101 = h[r_158 + q_150 * 24];
                long r_159 = p + 5;
                long q_151 = j_1 + 5;
                float a_102 = h[r_159 + q_151 * 24];
                long r_160 = p + 6;
                long q_152 = j_1 + 5;
                float a_103 = h[r_160 + q_152 * 24];
                long r_161 = p + 7;
                long q_153 = j_1 + 5;
                float a_104 = h[r_161 + q_153 * 24];
                float acc_5 = x_5 + a_33 * a_97 + a_34 * a_98 + a_35 * a_99 + a_36 * a_100 + a_37 * a_101 + a_38 * a_102 + a_39 * a_103 + a_40 * a_104;
                long q_154 = j_1 + 6;
                float a_105 = h[p + q_154 * 24];
                long r_162 = p + 1;
                long q_155 = j_1 + 6;
                float a_106 = h[r_162 + q_155 * 24];
                long r_163 = p + 2;
                long q_156 = j_1 + 6;
                float a_107 = h[r_163 + q_156 * 24];
                long r_164 = p + 3;
                long q_157 = j_1 + 6;
                float a_108 = h[r_164 + q_157 * 24];
                long r_165 = p + 4;
                long q_158 = j_1 + 6;
                float a_109 = h[r_165 + q_158 * 24];
                long r_166 = p + 5;
                long q_159 = j_1 + 6;
                float a_110 = h[r_166 + q_159 * 24];
                long r_167 = p + 6;
                long q_160 = j_1 + 6;
                float a_111 = h[r_167 + q_160 * 24];
                long r_168 = p + 7;
                long q_161 = j_1 + 6;
                float a_112 = h[r_168 + q_161 * 24];
                float acc_6 = x_6 + a_33 * a_105 + a_34 * a_106 + a_35 * a_107 + a_36 * a_108 + a_37 * a_109 + a_38 * a_110 + a_39 * a_111 + a_40 * a_112;
                long q_162 = j_1 + 7;
                float a_113 = h[p + q_162 * 24];
                long r_169 = p + 1;
                long q_163 = j_1 + 7;
                float a_114 = h[r_169 + q_163 * 24];
                long r_170 = p + 2;
                long q_164 = j_1 + 7;
                float a_115 = h[r_170 + q_164 * 24];
                long r_171 = p + 3;
                long q_165 = j_1 + 7;
                float a_116 = h[r_171 + q_165 * 24];
                long r_172 = p + 4;
                long q_166 = j_1 + 7;
                float a_117 = h[r_172 + q_166 * 24];
                long r_173 = p + 5;
                long q_167 = j_1 + 7;
                float a_118 = h[r_173 + q_167 * 24];
                long r_174 = p + 6;
                long q_168 = j_1 + 7;
                float a_119 = h[r_174 + q_168 * 24];
                long r_175 = p + 7;
                long q_169 = j_1 + 7;
                float a_120 = h[r_175 + q_169 * 24];
                float acc_7 = x_7 + a_33 * a_113 + a_34 * a_114 + a_35 * a_115 + a_36 * a_116 + a_37 * a_117 + a_38 * a_118 + a_39 * a_119 + a_40 * a_120;
                long q_170 = j_1 + 8;
                float a_121 = h[p + q_170 * 24];
                long r_176 = p + 1;
                long q_171 = j_1 + 8;
                float a_122 = h[r_176 + q_171 * 24];
                long r_177 = p + 2;
                long q_172 = j_1 + 8;
                float a_123 = h[r_177 + q_172 * 24];
                long r_178 = p + 3;
                long q_173 = j_1 + 8;
                float a_124 = h[r_178 + q_173 * 24];
                long r_179 = p + 4;
                long q_174 = j_1 + 8;
                float a_125 = h[r_179 + q_174 * 24];
                long r_180 = p + 5;
                long q_175 = j_1 + 8;
                float a_126 = h[r_180 + q_175 * 24];
                long r_181 = p + 6;
                long q_176 = j_1 + 8;
                float a_127 = h[r_181 + q_176 * 24];
                long r_182 = p + 7;
                long q_177 = j_1 + 8;
                float a_128 = h[r_182 + q_177 * 24];
                float acc_8 = x_8 + a_33 * a_121 + a_34 * a_122 + a_35 * a_123 + a_36 * a_124 + a_37 * a_125 + a_38 * a_126 + a_39 * a_127 + a_40 * a_128;
                long q_178 = j_1 + 9;
                float a_129 = h[p + q_178 * 24];
                long r_183 = p + 1;
                long q_179 = j_1 + 9;
                float a_130 = h[r_183 + q_179 * 24];
                long r_184 = p + 2;
                long q_180 = j_1 + 9;
                float a_131 = h[r_184 + q_180 * 24];
                long r_185 = p + 3;
                long q_181 = j_1 + 9;
                float a_132 = h[r_185 + q_181 * 24];
                long r_186 = p + 4;
                long q_182 = j_1 + 9;
                float a_133 = h[r_186 + q_182 * 24];
                long r_187 = p + 5;
                long q_183 = j_1 + 9;
                float a_134 = h[r_187 + q_183 * 24];
                long r_188 = p + 6;
                long q_184 = j_1 + 9;
                float a_135 = h[r_188 + q_184 * 24];
                long r_189 = p + 7;
                long q_185 = j_1 + 9;
                float a_136 = h[r_189 + q_185 * 24];
                float acc_9 = x_9 + a_33 * a_129 + a_34 * a_130 + a_35 * a_131 + a_36 * a_132 + a_37 * a_133 + a_38 * a_134 + a_39 * a_135 + a_40 * a_136;
                long q_186 = j_1 + 10;
                float a_137 = h[p + q_186 * 24];
                long r_190 = p + 1;
                long q_187 = j_1 + 10;
                float a_138 = h[r_190 + q_187 * 24];
                long r_191 = p + 2;
                long q_188 = j_1 + 10;
                float a_139 = h[r_191 + q_188 * 24];
                long r_192 = p + 3;
                long q_189 = j_1 + 10;
                float a_140 = h[r_192 + q_189 * 24];
                long r_193 = p + 4;
                long q_190 = j_1 + 10;
                float a_141 = h[r_193 + q_190 * 24];
                long r_194 = p + 5;
                long q_191 = j_1 + 10;
                float a_142 = h[r_194 + q_191 * 24];
                long r_195 = p + 6;
                long q_192 = j_1 + 10;
                float a_143 = h[r_195 + q_192 * 24];
                long r_196 = p + 7;
                long q_193 = j_1 + 10;
                float a_144 = h[r_196 + q_193 * 24];
                float acc_10 = x_10 + a_33 * a_137 + a_34 * a_138 + a_35 * a_139 + a_36 * a_140 + a_37 * a_141 + a_38 * a_142 + a_39 * a_143 + a_40 * a_144;
                long q_194 = j_1 + 11;
                float a_145 = h[p + q_194 * 24];
                long r_197 = p + 1;
                long q_195 = j_1 + 11;
                float a_146 = h[r_197 + q_195 * 24];
                long r_198 = p + 2;
                long q_196 = j_1 + 11;
                float a_147 = h[r_198 + q_196 * 24];
                long r_199 = p + 3;
                long q_197 = j_1 + 11;
                float a_148 = h[r_199 + q_197 * 24];
                long r_200 = p + 4;
                long q_198 = j_1 + 11;
                float a_149 = h[r_200 + q_198 * 24];
                long r_201 = p + 5;
                long q_199 = j_1 + 11;
                float a_150 = h[r_201 + q_199 * 24];
                long r_202 = p + 6;
                long q_200 = j_1 + 11;
                float a_151 = h[r_202 + q_200 * 24];
                long r_203 = p + 7;
                long q_201 = j_1 + 11;
                float a_152 = h[r_203 + q_201 * 24];
                float acc_11 = x_11 + a_33 * a_145 + a_34 * a_146 + a_35 * a_147 + a_36 * a_148 + a_37 * a_149 + a_38 * a_150 + a_39 * a_151 + a_40 * a_152;
                long q_202 = j_1 + 12;
                float a_153 = h[p + q_202 * 24];
                long r_204 = p + 1;
                long q_203 = j_1 + 12;
                float a_154 = h[r_204 + q_203 * 24];
                long r_205 = p + 2;
                long q_204 = j_1 + 12;
                float a_155 = h[r_205 + q_204 * 24];
                long r_206 = p + 3;
                long q_205 = j_1 + 12;
                float a_156 = h[r_206 + q_205 * 24];
                long r_207 = p + 4;
                long q_206 = j_1 + 12;
                float a_157 = h[r_207 + q_206 * 24];
                long r_208 = p + 5;
                long q_207 = j_1 + 12;
                float a_158 = h[r_208 + q_207 * 24];
                long r_209 = p + 6;
                long q_208 = j_1 + 12;
                float a_159 = h[r_209 + q_208 * 24];
                long r_210 = p + 7;
                long q_209 = j_1 + 12;
                float a_160 = h[r_210 + q_209 * 24];
                float acc_12 = x_12 + a_33 * a_153 + a_34 * a_154 + a_35 * a_155 + a_36 * a_156 + a_37 * a_157 + a_38 * a_158 + a_39 * a_159 + a_40 * a_160;
                long q_210 = j_1 + 13;
                float a_161 = h[p + q_210 * 24];
                long r_211 = p + 1;
                long q_211 = j_1 + 13;
                float a_162 = h[r_211 + q_211 * 24];
                long r_212 = p + 2;
                long q_212 = j_1 + 13;
                float a_163 = h[r_212 + q_212 * 24];
                long r_213 = p + 3;
                long q_213 = j_1 + 13;
                float a_164 = h[r_213 + q_213 * 24];
                long r_214 = p + 4;
                long q_214 = j_1 + 13;
                float a_165 = h[r_214 + q_214 * 24];
                long r_215 = p + 5;
                long q_215 = j_1 + 13;
                float a_166 = h[r_215 + q_215 * 24];
                long r_216 = p + 6;
                long q_216 = j_1 + 13;
                float a_167 = h[r_216 + q_216 * 24];
                long r_217 = p + 7;
                long q_217 = j_1 + 13;
                float a_168 = h[r_217 + q_217 * 24];
                float acc_13 = x_13 + a_33 * a_161 + a_34 * a_162 + a_35 * a_163 + a_36 * a_164 + a_37 * a_165 + a_38 * a_166 + a_39 * a_167 + a_40 * a_168;
                long q_218 = j_1 + 14;
                float a_169 = h[p + q_218 * 24];
                long r_218 = p + 1;
                long q_219 = j_1 + 14;
                float a_170 = h[r_218 + q_219 * 24];
                long r_219 = p + 2;
                long q_220 = j_1 + 14;
                float a_171 = h[r_219 + q_220 * 24];
                long r_220 = p + 3;
                long q_221 = j_1 + 14;
                float a_172 = h[r_220 + q_221 * 24];
                long r_221 = p + 4;
                long q_222 = j_1 + 14;
                float a_173 = h[r_221 + q_222 * 24];
                long r_222 = p + 5;
                long q_223 = j_1 + 14;
                float a_174 = h[r_222 + q_223 * 24];
                long r_223 = p + 6;
                long q_224 = j_1 + 14;
                float a_175 = h[r_223 + q_224 * 24];
                long r_224 = p + 7;
                long q_225 = j_1 + 14;
                float a_176 = h[r_224 + q_225 * 24];
                float acc_14 = x_14 + a_33 * a_169 + a_34 * a_170 + a_35 * a_171 + a_36 * a_172 + a_37 * a_173 + a_38 * a_174 + a_39 * a_175 + a_40 * a_176;
                long q_226 = j_1 + 15;
                float a_177 = h[p + q_226 * 24];
                long r_225 = p + 1;
                long q_227 = j_1 + 15;
                float a_178 = h[r_225 + q_227 * 24];
                long r_226 = p + 2;
                long q_228 = j_1 + 15;
                float a_179 = h[r_226 + q_228 * 24];
                long r_227 = p + 3;
                long q_229 = j_1 + 15;
                float a_180 = h[r_227 + q_229 * 24];
                long r_228 = p + 4;
                long q_230 = j_1 + 15;
                float a_181 = h[r_228 + q_230 * 24];
                long r_229 = p + 5;
                long q_231 = j_1 + 15;
                float a_182 = h[r_229 + q_231 * 24];
                long r_230 = p + 6;
                long q_232 = j_1 + 15;
                float a_183 = h[r_230 + q_232 * 24];
                long r_231 = p + 7;
                long q_233 = j_1 + 15;
                float a_184 = h[r_231 + q_233 * 24];
                float acc_15 = x_15 + a_33 * a_177 + a_34 * a_178 + a_35 * a_179 + a_36 * a_180 + a_37 * a_181 + a_38 * a_182 + a_39 * a_183 + a_40 * a_184;
                float acc_16 = x_16 + a_41 * a_57 + a_42 * a_58 + a_43 * a_59 + a_44 * a_60 + a_45 * a_61 + a_46 * a_62 + a_47 * a_63 + a_48 * a_64;
                float acc_17 = x_17 + a_41 * a_65 + a_42 * a_66 + a_43 * a_67 + a_44 * a_68 + a_45 * a_69 + a_46 * a_70 + a_47 * a_71 + a_48 * a_72;
                float acc_18 = x_18 + a_41 * a_73 + a_42 * a_74 + a_43 * a_75 + a_44 * a_76 + a_45 * a_77 + a_46 * a_78 + a_47 * a_79 + a_48 * a_80;
                float acc_19 = x_19 + a_41 * a_81 + a_42 * a_82 + a_43 * a_83 + a_44 * a_84 + a_45 * a_85 + a_46 * a_86 + a_47 * a_87 + a_48 * a_88;
                float acc_20 = x_20 + a_41 * a_89 + a_42 * a_90 + a_43 * a_91 + a_44 * a_92 + a_45 * a_93 + a_46 * a_94 + a_47 * a_95 + a_48 * a_96;
                float acc_21 = x_21 + a_41 * a_97 + a_42 * a_98 + a_43 * a_99 + a_44 * a_100 + a_45 * a_101 + a_46 * a_102 + a_47 * a_103 + a_48 * a_104;
                float acc_22 = x_22 + a_41 * a_105 + a_42 * a_106 + a_43 * a_107 + a_44 * a_108 + a_45 * a_109 + a_46 * a_110 + a_47 * a_111 + a_48 * a_112;
                float acc_23 = x_23 + a_41 * a_113 + a_42 * a_114 + a_43 * a_115 + a_44 * a_116 + a_45 * a_117 + a_46 * a_118 + a_47 * a_119 + a_48 * a_120;
                float acc_24 = x_24 + a_41 * a_121 + a_42 * a_122 + a_43 * a_123 + a_44 * a_124 + a_45 * a_125 + a_46 * a_126 + a_47 * a_127 + a_48 * a_128;
                float acc_25 = x_25 + a_41 * a_129 + a_42 * a_130 + a_43 * a_131 + a_44 * a_132 + a_45 * a_133 + a_46 * a_134 + a_47 * a_135 + a_48 * a_136;
                float acc_26 = x_26 + a_41 * a_137 + a_42 * a_138 + a_43 * a_139 + a_44 * a_140 + a_45 * a_141 + a_46 * a_142 + a_47 * a_143 + a_48 * a_144;
                float acc_27 = x_27 + a_41 * a_145 + a_42 * a_146 + a_43 * a_147 + a_44 * a_148 + a_45 * a_149 + a_46 * a_150 + a_47 * a_151 + a_48 * a_152;
                float acc_28 = x_28 + a_41 * a_153 + a_42 * a_154 + a_43 * a_155 + a_44 * a_156 + a_45 * a_157 + a_46 * a_158 + a_47 * a_159 + a_48 * a_160;
                float acc_29 = x_29 + a_41 * a_161 + a_42 * a_162 + a_43 * a_163 + a_44 * a_164 + a_45 * a_165 + a_46 * a_166 + a_47 * a_167 + a_48 * a_168;
                float acc_30 = x_30 + a_41 * a_169 + a_42 * a_170 + a_43 * a_171 + a_44 * a_172 + a_45 * a_173 + a_46 * a_174 + a_47 * a_175 + a_48 * a_176;
                float acc_31 = x_31 + a_41 * a_177 + a_42 * a_178 + a_43 * a_179 + a_44 * a_180 + a_45 * a_181 + a_46 * a_182 + a_47 * a_183 + a_48 * a_184;
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
            long row_120 = (long)get_local_id(0) % 16;
            long r_232 = i_1 + row_120;
            k[r_232 + j_1 * 96] = x;
            long row_121 = (long)get_local_id(0) % 16;
            long r_233 = i_1 + row_121;
            long q_234 = j_1 + 1;
            k[r_233 + q_234 * 96] = x_1;
            long row_122 = (long)get_local_id(0) % 16;
            long r_234 = i_1 + row_122;
            long q_235 = j_1 + 2;
            k[r_234 + q_235 * 96] = x_2;
            long row_123 = (long)get_local_id(0) % 16;
            long r_235 = i_1 + row_123;
            long q_236 = j_1 + 3;
            k[r_235 + q_236 * 96] = x_3;
            long row_124 = (long)get_local_id(0) % 16;
            long r_236 = i_1 + row_124;
            long q_237 = j_1 + 4;
            k[r_236 + q_237 * 96] = x_4;
            long row_125 = (long)get_local_id(0) % 16;
            long r_237 = i_1 + row_125;
            long q_238 = j_1 + 5;
            k[r_237 + q_238 * 96] = x_5;
            long row_126 = (long)get_local_id(0) % 16;
            long r_238 = i_1 + row_126;
            long q_239 = j_1 + 6;
            k[r_238 + q_239 * 96] = x_6;
            long row_127 = (long)get_local_id(0) % 16;
            long r_239 = i_1 + row_127;
            long q_240 = j_1 + 7;
            k[r_239 + q_240 * 96] = x_7;
            long row_128 = (long)get_local_id(0) % 16;
            long r_240 = i_1 + row_128;
            long q_241 = j_1 + 8;
            k[r_240 + q_241 * 96] = x_8;
            long row_129 = (long)get_local_id(0) % 16;
            long r_241 = i_1 + row_129;
            long q_242 = j_1 + 9;
            k[r_241 + q_242 * 96] = x_9;
            long row_130 = (long)get_local_id(0) % 16;
            long r_242 = i_1 + row_130;
            long q_243 = j_1 + 10;
            k[r_242 + q_243 * 96] = x_10;
            long row_131 = (long)get_local_id(0) % 16;
            long r_243 = i_1 + row_131;
            long q_244 = j_1 + 11;
            k[r_243 + q_244 * 96] = x_11;
            long row_132 = (long)get_local_id(0) % 16;
            long r_244 = i_1 + row_132;
            long q_245 = j_1 + 12;
            k[r_244 + q_245 * 96] = x_12;
            long row_133 = (long)get_local_id(0) % 16;
            long r_245 = i_1 + row_133;
            long q_246 = j_1 + 13;
            k[r_245 + q_246 * 96] = x_13;
            long row_134 = (long)get_local_id(0) % 16;
            long r_246 = i_1 + row_134;
            long q_247 = j_1 + 14;
            k[r_246 + q_247 * 96] = x_14;
            long row_135 = (long)get_local_id(0) % 16;
            long r_247 = i_1 + row_135;
            long q_248 = j_1 + 15;
            k[r_247 + q_248 * 96] = x_15;
            long row_136 = (long)get_local_id(0) % 16 + 16;
            long r_248 = i_1 + row_136;
            k[r_248 + j_1 * 96] = x_16;
            long row_137 = (long)get_local_id(0) % 16 + 16;
            long r_249 = i_1 + row_137;
            long q_249 = j_1 + 1;
            k[r_249 + q_249 * 96] = x_17;
            long row_138 = (long)get_local_id(0) % 16 + 16;
            long r_250 = i_1 + row_138;
            long q_250 = j_1 + 2;
            k[r_250 + q_250 * 96] = x_18;
            long row_139 = (long)get_local_id(0) % 16 + 16;
            long r_251 = i_1 + row_139;
            long q_251 = j_1 + 3;
            k[r_251 + q_251 * 96] = x_19;
            long row_140 = (long)get_local_id(0) % 16 + 16;
            long r_252 = i_1 + row_140;
            long q_252 = j_1 + 4;
            k[r_252 + q_252 * 96] = x_20;
            long row_141 = (long)get_local_id(0) % 16 + 16;
            long r_253 = i_1 + row_141;
            long q_253 = j_1 + 5;
            k[r_253 + q_253 * 96] = x_21;
            long row_142 = (long)get_local_id(0) % 16 + 16;
            long r_254 = i_1 + row_142;
            long q_254 = j_1 + 6;
            k[r_254 + q_254 * 96] = x_22;
            long row_143 = (long)get_local_id(0) % 16 + 16;
            long r_255 = i_1 + row_143;
            long q_255 = j_1 + 7;
            k[r_255 + q_255 * 96] = x_23;
            long row_144 = (long)get_local_id(0) % 16 + 16;
            long r_256 = i_1 + row_144;
            long q_256 = j_1 + 8;
            k[r_256 + q_256 * 96] = x_24;
            long row_145 = (long)get_local_id(0) % 16 + 16;
            long r_257 = i_1 + row_145;
            long q_257 = j_1 + 9;
            k[r_257 + q_257 * 96] = x_25;
            long row_146 = (long)get_local_id(0) % 16 + 16;
            long r_258 = i_1 + row_146;
            long q_258 = j_1 + 10;
            k[r_258 + q_258 * 96] = x_26;
            long row_147 = (long)get_local_id(0) % 16 + 16;
            long r_259 = i_1 + row_147;
            long q_259 = j_1 + 11;
            k[r_259 + q_259 * 96] = x_27;
            long row_148 = (long)get_local_id(0) % 16 + 16;
            long r_260 = i_1 + row_148;
            long q_260 = j_1 + 12;
            k[r_260 + q_260 * 96] = x_28;
            long row_149 = (long)get_local_id(0) % 16 + 16;
            long r_261 = i_1 + row_149;
            long q_261 = j_1 + 13;
            k[r_261 + q_261 * 96] = x_29;
            long row_150 = (long)get_local_id(0) % 16 + 16;
            long r_262 = i_1 + row_150;
            long q_262 = j_1 + 14;
            k[r_262 + q_262 * 96] = x_30;
            long row_151 = (long)get_local_id(0) % 16 + 16;
            long r_263 = i_1 + row_151;
            long q_263 = j_1 + 15;
            k[r_263 + q_263 * 96] = x_31;
        }
    }
}
