kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void params(char flag, char k, global float*global* G, long G_size, global int*global* S, long S_offset, global long* out, long out_shape1) {
    long gid = (long)get_group_id(0);
    global long* o = out + gid * 4;
    long n = G_size;
    long m = 3;
    long n64 = n;
    o[0] = n64;
    long k64 = (long)k;
    long m64 = m;
    long mk = (long)((ulong)m64 + (ulong)k64);
    o[1] = mk;
    long f;
    if (flag != 0) {
        f = 10;
    } else {
        f = 20;
    }
    bool nf = !(flag != 0);
    long g;
    if (nf) {
        g = 20;
    } else {
        long t = (long)((ulong)f * (ulong)10);
        g = t;
    }
    o[2] = g;
    global int* s = S[gid] + S_offset;
    int sv = s[2];
    long sv64 = (long)sv;
    bool a = G != 0;
    bool b = o != 0;
    bool ab = a && b;
    long bonus;
    if (ab) {
        bonus = 100;
    } else {
        bonus = 0;
    }
    long r = (long)((ulong)sv64 + (ulong)bonus);
    o[3] = r;
}
