! libtinyc from Fortran through iso_c_binding: a kernel written in the tensor language is
! JIT-built on this program's own OpenCL context and launched on its queue over buffer objects,
! then checked against the same loop on the host. A launch with a wrong argument is refused.
!
! Exit status 0 when the result matches, 1 otherwise, 77 (after a `SKIP: ...` line) without an
! OpenCL device. Build: gfortran axpby.f90 $(pkg-config --libs tinyc) -o axpby
module tinyc_c
  use iso_c_binding
  implicit none

  ! Values of tinyc.h.
  integer(c_int), parameter :: TINYC_SUCCESS = 0, TINYC_ERROR_LAUNCH = 3
  integer(c_int32_t), parameter :: TINYC_TYPE_F64 = 7, TINYC_LANG_V0_3 = 1, TINYC_CL_FORM_OPENCL_C = 0
  integer(c_int32_t), parameter :: TINYC_ARG_SCALAR = 0, TINYC_ARG_MEMREF = 1
  ! Values of CL/cl.h.
  integer(c_int64_t), parameter :: CL_DEVICE_TYPE_ALL = int(z'FFFFFFFF', c_int64_t)
  integer(c_int64_t), parameter :: CL_MEM_READ_WRITE = 1, CL_MEM_COPY_HOST_PTR = 32
  integer(c_int32_t), parameter :: CL_TRUE = 1

  type, bind(c) :: tinyc_buffer_t
    type(c_ptr) :: data = c_null_ptr
    type(c_ptr) :: mem = c_null_ptr
    integer(c_size_t) :: length = 0
  end type

  type, bind(c) :: tinyc_memref_t
    integer(c_int32_t) :: type
    type(tinyc_buffer_t) :: buffer
    integer(c_size_t) :: order
    type(c_ptr) :: shape
    type(c_ptr) :: stride = c_null_ptr
    integer(c_size_t) :: offset = 0
  end type

  type, bind(c) :: tinyc_arg_t
    integer(c_int32_t) :: kind
    integer(c_int32_t) :: type = 0
    integer(c_int64_t) :: i = 0
    real(c_double) :: re = 0, im = 0
    type(c_ptr) :: memref = c_null_ptr
    type(c_ptr) :: group = c_null_ptr
    type(c_ptr) :: prepared = c_null_ptr
  end type

  interface
    integer(c_int) function tinyc_cl_context_create(context, device, result) bind(c)
      import :: c_int, c_ptr
      type(c_ptr), value :: context, device
      type(c_ptr), intent(out) :: result
    end function
    integer(c_int) function tinyc_cl_program_create(context, source, length, name, lang, form, result) bind(c)
      import :: c_int, c_ptr, c_char, c_size_t, c_int32_t
      type(c_ptr), value :: context
      character(kind=c_char), intent(in) :: source(*)
      integer(c_size_t), value :: length
      type(c_ptr), value :: name
      integer(c_int32_t), value :: lang, form
      type(c_ptr), intent(out) :: result
    end function
    integer(c_int) function tinyc_cl_kernel_create(program, name, result) bind(c)
      import :: c_int, c_ptr, c_char
      type(c_ptr), value :: program
      character(kind=c_char), intent(in) :: name(*)
      type(c_ptr), intent(out) :: result
    end function
    integer(c_int) function tinyc_cl_kernel_enqueue(kernel, queue, num_args, args, grid, num_events, wait, event) &
        bind(c)
      import :: c_int, c_ptr, c_size_t, c_int32_t, tinyc_arg_t
      type(c_ptr), value :: kernel, queue
      integer(c_size_t), value :: num_args
      type(tinyc_arg_t), intent(in) :: args(*)
      integer(c_size_t), intent(in) :: grid(3)
      integer(c_int32_t), value :: num_events
      type(c_ptr), value :: wait, event
    end function
    type(c_ptr) function tinyc_last_error() bind(c)
      import :: c_ptr
    end function
    subroutine tinyc_cl_kernel_destroy(h) bind(c)
      import :: c_ptr
      type(c_ptr), value :: h
    end subroutine
    subroutine tinyc_cl_program_destroy(h) bind(c)
      import :: c_ptr
      type(c_ptr), value :: h
    end subroutine
    subroutine tinyc_cl_context_destroy(h) bind(c)
      import :: c_ptr
      type(c_ptr), value :: h
    end subroutine
    integer(c_size_t) function strlen(s) bind(c)
      import :: c_size_t, c_ptr
      type(c_ptr), value :: s
    end function

    integer(c_int32_t) function clGetPlatformIDs(num, platforms, count) bind(c, name='clGetPlatformIDs')
      import :: c_int32_t, c_ptr
      integer(c_int32_t), value :: num
      type(c_ptr), intent(out) :: platforms
      integer(c_int32_t), intent(out) :: count
    end function
    integer(c_int32_t) function clGetDeviceIDs(platform, kind, num, devices, count) &
        bind(c, name='clGetDeviceIDs')
      import :: c_int32_t, c_int64_t, c_ptr
      type(c_ptr), value :: platform
      integer(c_int64_t), value :: kind
      integer(c_int32_t), value :: num
      type(c_ptr), intent(out) :: devices
      integer(c_int32_t), intent(out) :: count
    end function
    type(c_ptr) function clCreateContext(properties, num, devices, notify, user, code) &
        bind(c, name='clCreateContext')
      import :: c_ptr, c_int32_t, c_funptr
      type(c_ptr), value :: properties
      integer(c_int32_t), value :: num
      type(c_ptr), intent(in) :: devices
      type(c_funptr), value :: notify
      type(c_ptr), value :: user
      integer(c_int32_t), intent(out) :: code
    end function
    type(c_ptr) function clCreateCommandQueueWithProperties(context, device, properties, code) &
        bind(c, name='clCreateCommandQueueWithProperties')
      import :: c_ptr, c_int32_t
      type(c_ptr), value :: context, device, properties
      integer(c_int32_t), intent(out) :: code
    end function
    type(c_ptr) function clCreateBuffer(context, flags, size, host, code) bind(c, name='clCreateBuffer')
      import :: c_ptr, c_int64_t, c_size_t, c_int32_t
      type(c_ptr), value :: context
      integer(c_int64_t), value :: flags
      integer(c_size_t), value :: size
      type(c_ptr), value :: host
      integer(c_int32_t), intent(out) :: code
    end function
    integer(c_int32_t) function clEnqueueReadBuffer(queue, mem, blocking, offset, size, host, num, wait, event) &
        bind(c, name='clEnqueueReadBuffer')
      import :: c_ptr, c_int32_t, c_size_t
      type(c_ptr), value :: queue, mem
      integer(c_int32_t), value :: blocking
      integer(c_size_t), value :: offset, size
      type(c_ptr), value :: host
      integer(c_int32_t), value :: num
      type(c_ptr), value :: wait, event
    end function
    integer(c_int32_t) function clReleaseMemObject(h) bind(c, name='clReleaseMemObject')
      import :: c_int32_t, c_ptr
      type(c_ptr), value :: h
    end function
    integer(c_int32_t) function clReleaseCommandQueue(h) bind(c, name='clReleaseCommandQueue')
      import :: c_int32_t, c_ptr
      type(c_ptr), value :: h
    end function
    integer(c_int32_t) function clReleaseContext(h) bind(c, name='clReleaseContext')
      import :: c_int32_t, c_ptr
      type(c_ptr), value :: h
    end function
  end interface

contains

  ! Stops with the status and tinyc_last_error() unless the call succeeded.
  subroutine check(status, what)
    integer(c_int), intent(in) :: status
    character(*), intent(in) :: what
    if (status /= TINYC_SUCCESS) then
      print '(a, ": status ", i0, ": ", a)', what, status, last_error()
      stop 1
    end if
  end subroutine

  function last_error() result(text)
    character(:), allocatable :: text
    character(kind=c_char), pointer :: chars(:)
    type(c_ptr) :: p
    integer :: i, n
    p = tinyc_last_error()
    n = int(strlen(p))
    call c_f_pointer(p, chars, [n])
    allocate(character(n) :: text)
    do i = 1, n
      text(i:i) = chars(i)
    end do
  end function
end module

program axpby
  use tinyc_c
  implicit none
  integer, parameter :: rows = 29, batch = 12
  real(c_double), target :: x(rows, batch), y(rows, batch), ref(rows, batch)
  integer(c_int64_t), target :: shape(2)
  type(tinyc_memref_t), target :: mx, my
  type(tinyc_arg_t) :: args(3)
  integer(c_size_t) :: grid(3)
  type(c_ptr), target :: platform, device
  type(c_ptr) :: context, queue, bx, by, tctx, program, kernel
  integer(c_int32_t) :: count, code
  integer(c_int) :: status
  real(c_double), parameter :: alpha = -1.25d0
  character(len=*), parameter :: nl = new_line('a')
  character(len=*), parameter :: source = &
    'func @axpby(%alpha: f64, %X: memref<f64x?x?>, %Y: memref<f64x?x?>) {' // nl // &
    '  %g = group_id' // nl // &
    '  %x = subview %X[:, %g] : memref<f64x?x?>' // nl // &
    '  %y = subview %Y[:, %g] : memref<f64x?x?>' // nl // &
    '  axpby.n %alpha, %x, 1.0, %y : f64, memref<f64x?>, f64, memref<f64x?>' // nl // &
    '}' // nl
  integer :: i, j

  do j = 1, batch
    do i = 1, rows
      x(i, j) = real(mod(i * 3 + j, 11), c_double) - 5
      y(i, j) = real(mod(i + 2 * j, 7), c_double)
      ref(i, j) = alpha * x(i, j) + y(i, j)
    end do
  end do

  if (clGetPlatformIDs(1, platform, count) /= 0 .or. count == 0) then
    print '(a)', 'SKIP: no OpenCL platform'
    stop 77
  end if
  if (clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, device, count) /= 0 .or. count == 0) then
    print '(a)', 'SKIP: no OpenCL device'
    stop 77
  end if
  context = clCreateContext(c_null_ptr, 1, device, c_null_funptr, c_null_ptr, code)
  queue = clCreateCommandQueueWithProperties(context, device, c_null_ptr, code)
  bx = clCreateBuffer(context, ior(CL_MEM_READ_WRITE, CL_MEM_COPY_HOST_PTR), int(8 * rows * batch, c_size_t), &
                      c_loc(x), code)
  by = clCreateBuffer(context, ior(CL_MEM_READ_WRITE, CL_MEM_COPY_HOST_PTR), int(8 * rows * batch, c_size_t), &
                      c_loc(y), code)

  call check(tinyc_cl_context_create(context, device, tctx), 'tinyc_cl_context_create')
  call check(tinyc_cl_program_create(tctx, source, int(len(source), c_size_t), c_null_ptr, TINYC_LANG_V0_3, &
                                     TINYC_CL_FORM_OPENCL_C, program), 'tinyc_cl_program_create')
  call check(tinyc_cl_kernel_create(program, 'axpby' // c_null_char, kernel), 'tinyc_cl_kernel_create')

  shape = [int(rows, c_int64_t), int(batch, c_int64_t)]
  mx%type = TINYC_TYPE_F64
  mx%buffer%mem = bx
  mx%order = 2
  mx%shape = c_loc(shape)
  my = mx
  my%buffer%mem = by
  args(1)%kind = TINYC_ARG_SCALAR
  args(1)%type = TINYC_TYPE_F64
  args(1)%re = alpha
  args(2)%kind = TINYC_ARG_MEMREF
  args(2)%memref = c_loc(mx)
  args(3)%kind = TINYC_ARG_MEMREF
  args(3)%memref = c_loc(my)
  grid = [int(batch, c_size_t), 1_c_size_t, 1_c_size_t]
  call check(tinyc_cl_kernel_enqueue(kernel, queue, 3_c_size_t, args, grid, 0, c_null_ptr, c_null_ptr), &
             'tinyc_cl_kernel_enqueue')
  code = clEnqueueReadBuffer(queue, by, CL_TRUE, 0_c_size_t, int(8 * rows * batch, c_size_t), c_loc(y), 0, &
                             c_null_ptr, c_null_ptr)

  ! Two arguments for three parameters: refused before anything runs.
  status = tinyc_cl_kernel_enqueue(kernel, queue, 2_c_size_t, args, grid, 0, c_null_ptr, c_null_ptr)
  print '(a, i0, a, a)', 'two arguments: status ', status, ': ', last_error()

  call tinyc_cl_kernel_destroy(kernel)
  call tinyc_cl_program_destroy(program)
  call tinyc_cl_context_destroy(tctx)
  code = clReleaseMemObject(bx)
  code = clReleaseMemObject(by)
  code = clReleaseCommandQueue(queue)
  code = clReleaseContext(context)

  print '(a, es10.3)', 'axpby over a batch of 12 columns: largest error ', maxval(abs(y - ref))
  if (maxval(abs(y - ref)) > 1d-12 .or. status /= TINYC_ERROR_LAUNCH) then
    print '(a)', 'FAILED'
    stop 1
  end if
  print '(a)', 'OK'
end program
