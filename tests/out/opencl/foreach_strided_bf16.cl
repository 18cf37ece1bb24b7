float tinyc_bf16(float x) {
    uint u = as_uint(x);
    if ((u & 0x7fffffffu) > 0x7f800000u) return as_float((u | 0x00400000u) & 0xffff0000u);
    return as_float((u + 0x7fffu + ((u >> 16) & 1u)) & 0xffff0000u);
}
float tinyc_bf16_load(ushort b) { return as_float((uint)b << 16); }
ushort tinyc_bf16_bits(float x) { return (ushort)(as_uint(x) >> 16); }

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void foreach_strided_bf16(global ushort* Out, long Out_stride0, long Out_shape1, long Out_stride1, global ushort* In, long In_shape2) {
    long gid = (long)get_group_id(2);
    global ushort* o = Out + gid * Out_stride1;
    global ushort* i = In + gid * 100;
    // foreach %j: iterations spread over the work-group
    for (long j_ = (long)get_local_id(0); j_ < 10; j_ += 32) {
        int j = (int)j_;
        long c = (long)j;
        float x = tinyc_bf16_load(i[21]);
        float y = tinyc_bf16(16.875f + x);
        float z = tinyc_bf16(y * y);
        o[c * Out_stride0] = tinyc_bf16_bits(z);
    }
}
