#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void coop(global float* A, long A_shape2, global float* B, long B_shape2, global float* C, long C_shape2, global float* D, long D_shape2, global float* R, long R_shape2, global float* S, long S_shape2, global double* T, long T_shape2, global float* E, long E_shape2, global float* F, long F_shape2, global float* G, long G_shape2, global float* X, long X_shape1) {
    local uchar stack[2048] __attribute__((aligned(64)));
    long gid = (long)get_group_id(0);
    global float* a = A + gid * 256;
    global float* b = B + gid * 128;
    global float* c = C + gid * 512;
    global float* d = D + gid * 512;
    global float* r = R + gid * 32;
    global float* s = S + gid * 16;
    global double* t = T + gid * 512;
    global float* e = E + gid * 256;
    global float* f = F + gid * 512;
    global float* g = G + gid * 24;
    global float* x = X + gid;
    long row = (long)get_local_id(0) % 32;
    float a_1 = a[row];
    long row_1 = (long)get_local_id(0) % 32;
    float a_2 = a[row_1 + 32];
    long row_2 = (long)get_local_id(0) % 32;
    float a_3 = a[row_2 + 64];
    long row_3 = (long)get_local_id(0) % 32;
    float a_4 = a[row_3 + 96];
    long row_4 = (long)get_local_id(0) % 32;
    float a_5 = a[row_4 + 128];
    long row_5 = (long)get_local_id(0) % 32;
    float a_6 = a[row_5 + 160];
    long row_6 = (long)get_local_id(0) % 32;
    float a_7 = a[row_6 + 192];
    long row_7 = (long)get_local_id(0) % 32;
    float a_8 = a[row_7 + 224];
    long col = (long)get_local_id(0) % 32 / 8;
    long row_8 = (long)get_local_id(0) % 32 % 8;
    float a_9 = 0.0f;
    if (col < 16) {
        a_9 = b[row_8 + col * 8];
    }
    long col_1 = (long)get_local_id(0) % 32 / 8 + 4;
    long row_9 = (long)get_local_id(0) % 32 % 8;
    float a_10 = 0.0f;
    if (col_1 < 16) {
        a_10 = b[row_9 + col_1 * 8];
    }
    long col_2 = (long)get_local_id(0) % 32 / 8 + 8;
    long row_10 = (long)get_local_id(0) % 32 % 8;
    float a_11 = 0.0f;
    if (col_2 < 16) {
        a_11 = b[row_10 + col_2 * 8];
    }
    long col_3 = (long)get_local_id(0) % 32 / 8 + 12;
    long row_11 = (long)get_local_id(0) % 32 % 8;
    float a_12 = 0.0f;
    if (col_3 < 16) {
        a_12 = b[row_11 + col_3 * 8];
    }
    long row_12 = (long)get_local_id(0) % 32;
    float a_13 = c[row_12];
    long row_13 = (long)get_local_id(0) % 32;
    float a_14 = c[row_13 + 32];
    long row_14 = (long)get_local_id(0) % 32;
    float a_15 = c[row_14 + 64];
    long row_15 = (long)get_local_id(0) % 32;
    float a_16 = c[row_15 + 96];
    long row_16 = (long)get_local_id(0) % 32;
    float a_17 = c[row_16 + 128];
    long row_17 = (long)get_local_id(0) % 32;
    float a_18 = c[row_17 + 160];
    long row_18 = (long)get_local_id(0) % 32;
    float a_19 = c[row_18 + 192];
    long row_19 = (long)get_local_id(0) % 32;
    float a_20 = c[row_19 + 224];
    long row_20 = (long)get_local_id(0) % 32;
    float a_21 = c[row_20 + 256];
    long row_21 = (long)get_local_id(0) % 32;
    float a_22 = c[row_21 + 288];
    long row_22 = (long)get_local_id(0) % 32;
    float a_23 = c[row_22 + 320];
    long row_23 = (long)get_local_id(0) % 32;
    float a_24 = c[row_23 + 352];
    long row_24 = (long)get_local_id(0) % 32;
    float a_25 = c[row_24 + 384];
    long row_25 = (long)get_local_id(0) % 32;
    float a_26 = c[row_25 + 416];
    long row_26 = (long)get_local_id(0) % 32;
    float a_27 = c[row_26 + 448];
    long row_27 = (long)get_local_id(0) % 32;
    float a_28 = c[row_27 + 480];
    float a_29 = b[0];
    float a_30 = b[1];
    float a_31 = b[2];
    float a_32 = b[3];
    float a_33 = b[4];
    float a_34 = b[5];
    float a_35 = b[6];
    float a_36 = b[7];
    float acc = a_13 + a_1 * a_29 + a_2 * a_30 + a_3 * a_31 + a_4 * a_32 + a_5 * a_33 + a_6 * a_34 + a_7 * a_35 + a_8 * a_36;
    float a_37 = b[8];
    float a_38 = b[9];
    float a_39 = b[10];
    float a_40 = b[11];
    float a_41 = b[12];
    float a_42 = b[13];
    float a_43 = b[14];
    float a_44 = b[15];
    float acc_1 = a_14 + a_1 * a_37 + a_2 * a_38 + a_3 * a_39 + a_4 * a_40 + a_5 * a_41 + a_6 * a_42 + a_7 * a_43 + a_8 * a_44;
    float a_45 = b[16];
    float a_46 = b[17];
    float a_47 = b[18];
    float a_48 = b[19];
    float a_49 = b[20];
    float a_50 = b[21];
    float a_51 = b[22];
    float a_52 = b[23];
    float acc_2 = a_15 + a_1 * a_45 + a_2 * a_46 + a_3 * a_47 + a_4 * a_48 + a_5 * a_49 + a_6 * a_50 + a_7 * a_51 + a_8 * a_52;
    float a_53 = b[24];
    float a_54 = b[25];
    float a_55 = b[26];
    float a_56 = b[27];
    float a_57 = b[28];
    float a_58 = b[29];
    float a_59 = b[30];
    float a_60 = b[31];
    float acc_3 = a_16 + a_1 * a_53 + a_2 * a_54 + a_3 * a_55 + a_4 * a_56 + a_5 * a_57 + a_6 * a_58 + a_7 * a_59 + a_8 * a_60;
    float a_61 = b[32];
    float a_62 = b[33];
    float a_63 = b[34];
    float a_64 = b[35];
    float a_65 = b[36];
    float a_66 = b[37];
    float a_67 = b[38];
    float a_68 = b[39];
    float acc_4 = a_17 + a_1 * a_61 + a_2 * a_62 + a_3 * a_63 + a_4 * a_64 + a_5 * a_65 + a_6 * a_66 + a_7 * a_67 + a_8 * a_68;
    float a_69 = b[40];
    float a_70 = b[41];
    float a_71 = b[42];
    float a_72 = b[43];
    float a_73 = b[44];
    float a_74 = b[45];
    float a_75 = b[46];
    float a_76 = b[47];
    float acc_5 = a_18 + a_1 * a_69 + a_2 * a_70 + a_3 * a_71 + a_4 * a_72 + a_5 * a_73 + a_6 * a_74 + a_7 * a_75 + a_8 * a_76;
    float a_77 = b[48];
    float a_78 = b[49];
    float a_79 = b[50];
    float a_80 = b[51];
    float a_81 = b[52];
    float a_82 = b[53];
    float a_83 = b[54];
    float a_84 = b[55];
    float acc_6 = a_19 + a_1 * a_77 + a_2 * a_78 + a_3 * a_79 + a_4 * a_80 + a_5 * a_81 + a_6 * a_82 + a_7 * a_83 + a_8 * a_84;
    float a_85 = b[56];
    float a_86 = b[57];
    float a_87 = b[58];
    float a_88 = b[59];
    float a_89 = b[60];
    float a_90 = b[61];
    float a_91 = b[62];
    float a_92 = b[63];
    float acc_7 = a_20 + a_1 * a_85 + a_2 * a_86 + a_3 * a_87 + a_4 * a_88 + a_5 * a_89 + a_6 * a_90 + a_7 * a_91 + a_8 * a_92;
    float a_93 = b[64];
    float a_94 = b[65];
    float a_95 = b[66];
    float a_96 = b[67];
    float a_97 = b[68];
    float a_98 = b[69];
    float a_99 = b[70];
    float a_100 = b[71];
    float acc_8 = a_21 + a_1 * a_93 + a_2 * a_94 + a_3 * a_95 + a_4 * a_96 + a_5 * a_97 + a_6 * a_98 + a_7 * a_99 + a_8 * a_100;
    float a_101 = b[72];
    float a_102 = b[73];
    float a_103 = b[74];
    float a_104 = b[75];
    float a_105 = b[76];
    float a_106 = b[77];
    float a_107 = b[78];
    float a_108 = b[79];
    float acc_9 = a_22 + a_1 * a_101 + a_2 * a_102 + a_3 * a_103 + a_4 * a_104 + a_5 * a_105 + a_6 * a_106 + a_7 * a_107 + a_8 * a_108;
    float a_109 = b[80];
    float a_110 = b[81];
    float a_111 = b[82];
    float a_112 = b[83];
    float a_113 = b[84];
    float a_114 = b[85];
    float a_115 = b[86];
    float a_116 = b[87];
    float acc_10 = a_23 + a_1 * a_109 + a_2 * a_110 + a_3 * a_111 + a_4 * a_112 + a_5 * a_113 + a_6 * a_114 + a_7 * a_115 + a_8 * a_116;
    float a_117 = b[88];
    float a_118 = b[89];
    float a_119 = b[90];
    float a_120 = b[91];
    float a_121 = b[92];
    float a_122 = b[93];
    float a_123 = b[94];
    float a_124 = b[95];
    float acc_11 = a_24 + a_1 * a_117 + a_2 * a_118 + a_3 * a_119 + a_4 * a_120 + a_5 * a_121 + a_6 * a_122 + a_7 * a_123 + a_8 * a_124;
    float a_125 = b[96];
    float a_126 = b[97];
    float a_127 = b[98];
    float a_128 = b[99];
    float a_129 = b[100];
    float a_130 = b[101];
    float a_131 = b[102];
    float a_132 = b[103];
    float acc_12 = a_25 + a_1 * a_125 + a_2 * a_126 + a_3 * a_127 + a_4 * a_128 + a_5 * a_129 + a_6 * a_130 + a_7 * a_131 + a_8 * a_132;
    float a_133 = b[104];
    float a_134 = b[105];
    float a_135 = b[106];
    float a_136 = b[107];
    float a_137 = b[108];
    float a_138 = b[109];
    float a_139 = b[110];
    float a_140 = b[111];
    float acc_13 = a_26 + a_1 * a_133 + a_2 * a_134 + a_3 * a_135 + a_4 * a_136 + a_5 * a_137 + a_6 * a_138 + a_7 * a_139 + a_8 * a_140;
    float a_141 = b[112];
    float a_142 = b[113];
    float a_143 = b[114];
    float a_144 = b[115];
    float a_145 = b[116];
    float a_146 = b[117];
    float a_147 = b[118];
    float a_148 = b[119];
    float acc_14 = a_27 + a_1 * a_141 + a_2 * a_142 + a_3 * a_143 + a_4 * a_144 + a_5 * a_145 + a_6 * a_146 + a_7 * a_147 + a_8 * a_148;
    float a_149 = b[120];
    float a_150 = b[121];
    float a_151 = b[122];
    float a_152 = b[123];
    float a_153 = b[124];
    float a_154 = b[125];
    float a_155 = b[126];
    float a_156 = b[127];
    float acc_15 = a_28 + a_1 * a_149 + a_2 * a_150 + a_3 * a_151 + a_4 * a_152 + a_5 * a_153 + a_6 * a_154 + a_7 * a_155 + a_8 * a_156;
    float ms = 2.0f * acc;
    float ms_1 = 2.0f * acc_1;
    float ms_2 = 2.0f * acc_2;
    float ms_3 = 2.0f * acc_3;
    float ms_4 = 2.0f * acc_4;
    float ms_5 = 2.0f * acc_5;
    float ms_6 = 2.0f * acc_6;
    float ms_7 = 2.0f * acc_7;
    float ms_8 = 2.0f * acc_8;
    float ms_9 = 2.0f * acc_9;
    float ms_10 = 2.0f * acc_10;
    float ms_11 = 2.0f * acc_11;
    float ms_12 = 2.0f * acc_12;
    float ms_13 = 2.0f * acc_13;
    float ms_14 = 2.0f * acc_14;
    float ms_15 = 2.0f * acc_15;
    float mm = ms - a_13;
    float mm_1 = ms_1 - a_14;
    float mm_2 = ms_2 - a_15;
    float mm_3 = ms_3 - a_16;
    float mm_4 = ms_4 - a_17;
    float mm_5 = ms_5 - a_18;
    float mm_6 = ms_6 - a_19;
    float mm_7 = ms_7 - a_20;
    float mm_8 = ms_8 - a_21;
    float mm_9 = ms_9 - a_22;
    float mm_10 = ms_10 - a_23;
    float mm_11 = ms_11 - a_24;
    float mm_12 = ms_12 - a_25;
    float mm_13 = ms_13 - a_26;
    float mm_14 = ms_14 - a_27;
    float mm_15 = ms_15 - a_28;
    long row_28 = (long)get_local_id(0) % 32;
    d[row_28] = mm;
    long row_29 = (long)get_local_id(0) % 32;
    d[row_29 + 32] = mm_1;
    long row_30 = (long)get_local_id(0) % 32;
    d[row_30 + 64] = mm_2;
    long row_31 = (long)get_local_id(0) % 32;
    d[row_31 + 96] = mm_3;
    long row_32 = (long)get_local_id(0) % 32;
    d[row_32 + 128] = mm_4;
    long row_33 = (long)get_local_id(0) % 32;
    d[row_33 + 160] = mm_5;
    long row_34 = (long)get_local_id(0) % 32;
    d[row_34 + 192] = mm_6;
    long row_35 = (long)get_local_id(0) % 32;
    d[row_35 + 224] = mm_7;
    long row_36 = (long)get_local_id(0) % 32;
    d[row_36 + 256] = mm_8;
    long row_37 = (long)get_local_id(0) % 32;
    d[row_37 + 288] = mm_9;
    long row_38 = (long)get_local_id(0) % 32;
    d[row_38 + 320] = mm_10;
    long row_39 = (long)get_local_id(0) % 32;
    d[row_39 + 352] = mm_11;
    long row_40 = (long)get_local_id(0) % 32;
    d[row_40 + 384] = mm_12;
    long row_41 = (long)get_local_id(0) % 32;
    d[row_41 + 416] = mm_13;
    long row_42 = (long)get_local_id(0) % 32;
    d[row_42 + 448] = mm_14;
    long row_43 = (long)get_local_id(0) % 32;
    d[row_43 + 480] = mm_15;
    float acc_16 = mm + mm_1 + mm_2 + mm_3 + mm_4 + mm_5 + mm_6 + mm_7 + mm_8 + mm_9 + mm_10 + mm_11 + mm_12 + mm_13 + mm_14 + mm_15;
    long row_44 = (long)get_local_id(0) % 32;
    r[row_44] = acc_16;
    long sg_matrix = ((long)get_local_id(0) / 32 + (long)get_local_id(1)) * 512;
    barrier(CLK_LOCAL_MEM_FENCE);
    long row_45 = (long)get_local_id(0) % 32;
    ((local float*)stack)[sg_matrix + row_45] = mm;
    long row_46 = (long)get_local_id(0) % 32;
    ((local float*)stack)[sg_matrix + (row_46 + 32)] = mm_1;
    long row_47 = (long)get_local_id(0) % 32;
    ((local float*)stack)[sg_matrix + (row_47 + 64)] = mm_2;
    long row_48 = (long)get_local_id(0) % 32;
    ((local float*)stack)[sg_matrix + (row_48 + 96)] = mm_3;
    long row_49 = (long)get_local_id(0) % 32;
    ((local float*)stack)[sg_matrix + (row_49 + 128)] = mm_4;
    long row_50 = (long)get_local_id(0) % 32;
    ((local float*)stack)[sg_matrix + (row_50 + 160)] = mm_5;
    long row_51 = (long)get_local_id(0) % 32;
    ((local float*)stack)[sg_matrix + (row_51 + 192)] = mm_6;
    long row_52 = (long)get_local_id(0) % 32;
    ((local float*)stack)[sg_matrix + (row_52 + 224)] = mm_7;
    long row_53 = (long)get_local_id(0) % 32;
    ((local float*)stack)[sg_matrix + (row_53 + 256)] = mm_8;
    long row_54 = (long)get_local_id(0) % 32;
    ((local float*)stack)[sg_matrix + (row_54 + 288)] = mm_9;
    long row_55 = (long)get_local_id(0) % 32;
    ((local float*)stack)[sg_matrix + (row_55 + 320)] = mm_10;
    long row_56 = (long)get_local_id(0) % 32;
    ((local float*)stack)[sg_matrix + (row_56 + 352)] = mm_11;
    long row_57 = (long)get_local_id(0) % 32;
    ((local float*)stack)[sg_matrix + (row_57 + 384)] = mm_12;
    long row_58 = (long)get_local_id(0) % 32;
    ((local float*)stack)[sg_matrix + (row_58 + 416)] = mm_13;
    long row_59 = (long)get_local_id(0) % 32;
    ((local float*)stack)[sg_matrix + (row_59 + 448)] = mm_14;
    long row_60 = (long)get_local_id(0) % 32;
    ((local float*)stack)[sg_matrix + (row_60 + 480)] = mm_15;
    barrier(CLK_LOCAL_MEM_FENCE);
    long col_4 = (long)get_local_id(0) % 32 / 1;
    long row_61 = (long)get_local_id(0) % 32 % 1;
    float acc_17 = 0.0f;
    if (col_4 < 16) {
        acc_17 = ((local float*)stack)[sg_matrix + col_4 * 32];
        for (long t_1 = 1; t_1 < 32; ++t_1) {
            acc_17 = fmax(acc_17, ((local float*)stack)[sg_matrix + (t_1 + col_4 * 32)]);
        }
    }
    long col_5 = (long)get_local_id(0) % 32 / 1;
    long row_62 = (long)get_local_id(0) % 32 % 1;
    if (col_5 < 16) {
        s[row_62 + col_5] = acc_17;
    }
    double mt = (double)a_13;
    double mt_1 = (double)a_14;
    double mt_2 = (double)a_15;
    double mt_3 = (double)a_16;
    double mt_4 = (double)a_17;
    double mt_5 = (double)a_18;
    double mt_6 = (double)a_19;
    double mt_7 = (double)a_20;
    double mt_8 = (double)a_21;
    double mt_9 = (double)a_22;
    double mt_10 = (double)a_23;
    double mt_11 = (double)a_24;
    double mt_12 = (double)a_25;
    double mt_13 = (double)a_26;
    double mt_14 = (double)a_27;
    double mt_15 = (double)a_28;
    long row_63 = (long)get_local_id(0) % 32;
    t[row_63 * 16] = mt;
    long row_64 = (long)get_local_id(0) % 32;
    t[1 + row_64 * 16] = mt_1;
    long row_65 = (long)get_local_id(0) % 32;
    t[2 + row_65 * 16] = mt_2;
    long row_66 = (long)get_local_id(0) % 32;
    t[3 + row_66 * 16] = mt_3;
    long row_67 = (long)get_local_id(0) % 32;
    t[4 + row_67 * 16] = mt_4;
    long row_68 = (long)get_local_id(0) % 32;
    t[5 + row_68 * 16] = mt_5;
    long row_69 = (long)get_local_id(0) % 32;
    t[6 + row_69 * 16] = mt_6;
    long row_70 = (long)get_local_id(0) % 32;
    t[7 + row_70 * 16] = mt_7;
    long row_71 = (long)get_local_id(0) % 32;
    t[8 + row_71 * 16] = mt_8;
    long row_72 = (long)get_local_id(0) % 32;
    t[9 + row_72 * 16] = mt_9;
    long row_73 = (long)get_local_id(0) % 32;
    t[10 + row_73 * 16] = mt_10;
    long row_74 = (long)get_local_id(0) % 32;
    t[11 + row_74 * 16] = mt_11;
    long row_75 = (long)get_local_id(0) % 32;
    t[12 + row_75 * 16] = mt_12;
    long row_76 = (long)get_local_id(0) % 32;
    t[13 + row_76 * 16] = mt_13;
    long row_77 = (long)get_local_id(0) % 32;
    t[14 + row_77 * 16] = mt_14;
    long row_78 = (long)get_local_id(0) % 32;
    t[15 + row_78 * 16] = mt_15;
    long row_79 = (long)get_local_id(0) % 32;
    long r_1 = 24 + row_79;
    float a_157 = 0.0f;
    if (r_1 >= 0 && r_1 < 32) {
        a_157 = a[r_1];
    }
    long row_80 = (long)get_local_id(0) % 32;
    long r_2 = 24 + row_80;
    float a_158 = 0.0f;
    if (r_2 >= 0 && r_2 < 32) {
        a_158 = a[r_2 + 32];
    }
    long row_81 = (long)get_local_id(0) % 32;
    long r_3 = 24 + row_81;
    float a_159 = 0.0f;
    if (r_3 >= 0 && r_3 < 32) {
        a_159 = a[r_3 + 64];
    }
    long row_82 = (long)get_local_id(0) % 32;
    long r_4 = 24 + row_82;
    float a_160 = 0.0f;
    if (r_4 >= 0 && r_4 < 32) {
        a_160 = a[r_4 + 96];
    }
    long row_83 = (long)get_local_id(0) % 32;
    long r_5 = 24 + row_83;
    float a_161 = 0.0f;
    if (r_5 >= 0 && r_5 < 32) {
        a_161 = a[r_5 + 128];
    }
    long row_84 = (long)get_local_id(0) % 32;
    long r_6 = 24 + row_84;
    float a_162 = 0.0f;
    if (r_6 >= 0 && r_6 < 32) {
        a_162 = a[r_6 + 160];
    }
    long row_85 = (long)get_local_id(0) % 32;
    long r_7 = 24 + row_85;
    float a_163 = 0.0f;
    if (r_7 >= 0 && r_7 < 32) {
        a_163 = a[r_7 + 192];
    }
    long row_86 = (long)get_local_id(0) % 32;
    long r_8 = 24 + row_86;
    float a_164 = 0.0f;
    if (r_8 >= 0 && r_8 < 32) {
        a_164 = a[r_8 + 224];
    }
    float x0 = a_160;
    long row_87 = (long)get_local_id(0) % 32;
    e[row_87] = a_157;
    long row_88 = (long)get_local_id(0) % 32;
    e[row_88 + 32] = x0;
    long row_89 = (long)get_local_id(0) % 32;
    e[row_89 + 64] = a_159;
    long row_90 = (long)get_local_id(0) % 32;
    e[row_90 + 96] = a_160;
    long row_91 = (long)get_local_id(0) % 32;
    e[row_91 + 128] = a_161;
    long row_92 = (long)get_local_id(0) % 32;
    e[row_92 + 160] = a_162;
    long row_93 = (long)get_local_id(0) % 32;
    e[row_93 + 192] = a_163;
    long row_94 = (long)get_local_id(0) % 32;
    e[row_94 + 224] = a_164;
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
    m = a_13;
    m_1 = a_14;
    m_2 = a_15;
    m_3 = a_16;
    m_4 = a_17;
    m_5 = a_18;
    m_6 = a_19;
    m_7 = a_20;
    m_8 = a_21;
    m_9 = a_22;
    m_10 = a_23;
    m_11 = a_24;
    m_12 = a_25;
    m_13 = a_26;
    m_14 = a_27;
    m_15 = a_28;
    for (long k = 0; k < 3; ++k) {
        float n = m + acc;
        float n_1 = m_1 + acc_1;
        float n_2 = m_2 + acc_2;
        float n_3 = m_3 + acc_3;
        float n_4 = m_4 + acc_4;
        float n_5 = m_5 + acc_5;
        float n_6 = m_6 + acc_6;
        float n_7 = m_7 + acc_7;
        float n_8 = m_8 + acc_8;
        float n_9 = m_9 + acc_9;
        float n_10 = m_10 + acc_10;
        float n_11 = m_11 + acc_11;
        float n_12 = m_12 + acc_12;
        float n_13 = m_13 + acc_13;
        float n_14 = m_14 + acc_14;
        float n_15 = m_15 + acc_15;
        m = n;
        m_1 = n_1;
        m_2 = n_2;
        m_3 = n_3;
        m_4 = n_4;
        m_5 = n_5;
        m_6 = n_6;
        m_7 = n_7;
        m_8 = n_8;
        m_9 = n_9;
        m_10 = n_10;
        m_11 = n_11;
        m_12 = n_12;
        m_13 = n_13;
        m_14 = n_14;
        m_15 = n_15;
    }
    int gid32 = (int)gid;
    int odd = gid32 & 1;
    bool even = odd == 0;
    float pick;
    float pick_1;
    float pick_2;
    float pick_3;
    float pick_4;
    float pick_5;
    float pick_6;
    float pick_7;
    float pick_8;
    float pick_9;
    float pick_10;
    float pick_11;
    float pick_12;
    float pick_13;
    float pick_14;
    float pick_15;
    if (even) {
        pick = m;
        pick_1 = m_1;
        pick_2 = m_2;
        pick_3 = m_3;
        pick_4 = m_4;
        pick_5 = m_5;
        pick_6 = m_6;
        pick_7 = m_7;
        pick_8 = m_8;
        pick_9 = m_9;
        pick_10 = m_10;
        pick_11 = m_11;
        pick_12 = m_12;
        pick_13 = m_13;
        pick_14 = m_14;
        pick_15 = m_15;
    } else {
        float neg = -m;
        float neg_1 = -m_1;
        float neg_2 = -m_2;
        float neg_3 = -m_3;
        float neg_4 = -m_4;
        float neg_5 = -m_5;
        float neg_6 = -m_6;
        float neg_7 = -m_7;
        float neg_8 = -m_8;
        float neg_9 = -m_9;
        float neg_10 = -m_10;
        float neg_11 = -m_11;
        float neg_12 = -m_12;
        float neg_13 = -m_13;
        float neg_14 = -m_14;
        float neg_15 = -m_15;
        pick = neg;
        pick_1 = neg_1;
        pick_2 = neg_2;
        pick_3 = neg_3;
        pick_4 = neg_4;
        pick_5 = neg_5;
        pick_6 = neg_6;
        pick_7 = neg_7;
        pick_8 = neg_8;
        pick_9 = neg_9;
        pick_10 = neg_10;
        pick_11 = neg_11;
        pick_12 = neg_12;
        pick_13 = neg_13;
        pick_14 = neg_14;
        pick_15 = neg_15;
    }
    long row_95 = (long)get_local_id(0) % 32;
    if (0 >= 0 && 0 < 16) {
        f[row_95] = pick;
    }
    long row_96 = (long)get_local_id(0) % 32;
    if (1 >= 0 && 1 < 16) {
        f[row_96 + 32] = pick_1;
    }
    long row_97 = (long)get_local_id(0) % 32;
    if (2 >= 0 && 2 < 16) {
        f[row_97 + 64] = pick_2;
    }
    long row_98 = (long)get_local_id(0) % 32;
    if (3 >= 0 && 3 < 16) {
        f[row_98 + 96] = pick_3;
    }
    long row_99 = (long)get_local_id(0) % 32;
    if (4 >= 0 && 4 < 16) {
        f[row_99 + 128] = pick_4;
    }
    long row_100 = (long)get_local_id(0) % 32;
    if (5 >= 0 && 5 < 16) {
        f[row_100 + 160] = pick_5;
    }
    long row_101 = (long)get_local_id(0) % 32;
    if (6 >= 0 && 6 < 16) {
        f[row_101 + 192] = pick_6;
    }
    long row_102 = (long)get_local_id(0) % 32;
    if (7 >= 0 && 7 < 16) {
        f[row_102 + 224] = pick_7;
    }
    long row_103 = (long)get_local_id(0) % 32;
    if (8 >= 0 && 8 < 16) {
        f[row_103 + 256] = pick_8;
    }
    long row_104 = (long)get_local_id(0) % 32;
    if (9 >= 0 && 9 < 16) {
        f[row_104 + 288] = pick_9;
    }
    long row_105 = (long)get_local_id(0) % 32;
    if (10 >= 0 && 10 < 16) {
        f[row_105 + 320] = pick_10;
    }
    long row_106 = (long)get_local_id(0) % 32;
    if (11 >= 0 && 11 < 16) {
        f[row_106 + 352] = pick_11;
    }
    long row_107 = (long)get_local_id(0) % 32;
    if (12 >= 0 && 12 < 16) {
        f[row_107 + 384] = pick_12;
    }
    long row_108 = (long)get_local_id(0) % 32;
    if (13 >= 0 && 13 < 16) {
        f[row_108 + 416] = pick_13;
    }
    long row_109 = (long)get_local_id(0) % 32;
    if (14 >= 0 && 14 < 16) {
        f[row_109 + 448] = pick_14;
    }
    long row_110 = (long)get_local_id(0) % 32;
    if (15 >= 0 && 15 < 16) {
        f[row_110 + 480] = pick_15;
    }
    long col_6 = (long)get_local_id(0) % 32 / 8;
    long row_111 = (long)get_local_id(0) % 32 % 8;
    long r_9 = 1 + col_6;
    float a_165 = 0.0f;
    if (col_6 < 3) {
        a_165 = b[r_9 + row_111 * 8];
    }
    float mh = 0.5f * a_165;
    long col_7 = (long)get_local_id(0) % 32 / 8;
    long row_112 = (long)get_local_id(0) % 32 % 8;
    if (col_7 < 3) {
        g[row_112 + col_7 * 8] = mh;
    }
    int lane = (int)((long)get_local_id(0) % 32);
    bool first = lane == 0;
    if (first) {
        x[0] = x0;
    }
}
