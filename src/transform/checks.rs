//! The checks vmfc generates, one documented kind each (what it means, why
//! it is needed, how to fix it when it fails), and the label that names one
//! generated goal. `docs/checks.md` is generated from this table (a test
//! keeps them equal), and the report's hints quote it.

mod label;
mod reference;

pub(crate) use label::Label;
pub(crate) use reference::reference_page;

macro_rules! checks {
    ($( $(#[doc = $doc:literal])+ $variant:ident = $name:literal, fix: $fix:literal; )+) => {
        /// The kind of a generated check.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum CheckKind {
            $( $(#[doc = $doc])+ $variant, )+
        }

        impl CheckKind {
            /// Every kind, in documentation order.
            pub const ALL: &'static [CheckKind] = &[$(CheckKind::$variant),+];

            /// The kind's name (the middle of its labels; half and call
            /// checks get the call's prefix, see `Label::kind_name`).
            pub fn name(self) -> &'static str {
                match self { $(CheckKind::$variant => $name,)+ }
            }

            /// What the check means and why vmfc makes it.
            pub fn doc(self) -> String {
                match self { $(CheckKind::$variant => [$($doc.trim()),+].join(" "),)+ }
            }

            /// How to fix the program when the check fails.
            pub fn fix(self) -> &'static str {
                match self { $(CheckKind::$variant => $fix,)+ }
            }
        }
    };
}

checks! {
    /// MPI is initialized and not yet finalized (`VM_state == VM_Active`)
    /// when the routine is called.
    MpiActive = "active",
    fix: "Call MPI_Init before any communication and MPI_Finalize after it; a collective function needs `requires VM_state == VM_Active;` and must not finalize MPI.";
    /// The call runs inside the internal region that encloses it in the
    /// text (`VM_currentRegion == N`).
    MpiRegion = "region",
    fix: "Make sure `mpi begin region N` runs before the call on every path, and that nothing called in between ends the region.";
    /// The communicator is `MPI_COMM_WORLD`, the only one vmfc supports.
    MpiComm = "comm",
    fix: "Pass MPI_COMM_WORLD.";
    /// The status argument is `MPI_STATUS_IGNORE` (status objects are not
    /// supported; a null pointer is not `MPI_STATUS_IGNORE`).
    MpiStatus = "status",
    fix: "Pass MPI_STATUS_IGNORE.";
    /// The function's `mpi universal` locations still have their entry
    /// values: every process evaluates the region definitions on the same
    /// universal data.
    MpiUniversal = "universal",
    fix: "Do not assign the universal parameters, globals or array sections; write results to other variables.";
    /// The destination is a rank (`0 <= dest < VM_NP`) or `MPI_PROC_NULL`.
    SendDest = "send_dest",
    fix: "Compute the destination in 0 .. nprocs-1, or use MPI_PROC_NULL for no message.";
    /// The message is one the region's definitions announce:
    /// `VM_sc[dest] < nummsg(VM_pid, dest)`. A send beyond them (a wrong
    /// destination, one send too many) would also fail `end_region_sent`,
    /// but this check places it at the call.
    SendIndex = "send_index",
    fix: "The process sends more messages to `dest` than `nummsg` says (often a wrong destination, such as `left` for `right`): send to the process the definitions name, or correct `nummsg`. In a loop, the cause can be a missing or weak loop invariant on `VM_sc` (how many messages the loop has sent to each process so far).";
    /// The count is not negative and, when there is a destination, equals
    /// `mcount(VM_pid, dest, k)`, the number of elements of message k from
    /// this process to `dest`. Like the buffer, the datatype and the tag,
    /// it is checked for `MPI_PROC_NULL` too: MPI checks the arguments
    /// before it looks at the peer (MPICH aborts on a negative count).
    SendCount = "send_count",
    fix: "Send exactly `mcount` elements, or correct the region's `mcount` definition.";
    /// The send buffer is readable: `\valid_read(buf + (0 .. count-1))`,
    /// whatever the destination.
    SendValid = "send_valid",
    fix: "The count may be larger than the buffer (a scalar sent with a count above 1): pass a larger buffer or a smaller count. A buffer that comes in through a parameter needs `requires \\valid_read(buf + (0 .. n - 1));` (or `\\valid`) in the function's contract, and a loop invariant that keeps it when the send is in a loop.";
    /// The datatype equals `mdtype(VM_pid, dest, k)`: both ends of the
    /// message agree on it.
    SendDatatype = "send_datatype",
    fix: "Use the datatype that `mdtype` defines for this message, or correct `mdtype`.";
    /// The datatype describes the C element type of the buffer (one C type
    /// per datatype: MPI_INT for int, MPI_DOUBLE for double, MPI_BYTE for
    /// unsigned char ...; an enumerated type is `unsigned int`, as GCC
    /// makes it, while no enumerator of the program is negative or past
    /// `UINT_MAX`, and an error otherwise), so the message invariant means
    /// the same on both ends.
    SendBuftype = "send_buftype",
    fix: "Pass the datatype of the buffer's element type. A datatype parameter passed as it is becomes the callers' obligation (`caller_buftype`): this check then fails only if the parameter is assigned before the call or also describes a buffer of another element type.";
    /// The tag lies in 0 .. 32767 (the range every MPI implementation
    /// accepts; MPICH aborts on another, even for `MPI_PROC_NULL`) and,
    /// when there is a destination, equals `msgtag(VM_pid, dest, k)`.
    SendTag = "send_tag",
    fix: "Use the tag that `msgtag` defines for this message (a non-negative constant below 32768), or correct `msgtag`.";
    /// The message's level `slevel(VM_pid, dest, k)` is above the process's
    /// current level (and at most `VM_LEVEL_MAX`): levels increase strictly
    /// along each process, which is what rules out deadlock.
    SendLevel = "send_level",
    fix: "Either the communication order can deadlock, or `slevel` does not describe it; in a loop, state `VM_level` in a loop invariant. In a deadlock the process may block earlier than this send: at a receive before it whose message the partner sends only after its own receive (two processes that both receive first). Order the calls so that one side sends first (or use MPI_Sendrecv), or give the messages levels that increase along each process.";
    /// The message invariant `msginv(VM_pid, dest, k, buf, count, dt)` holds
    /// for the data sent; the receiver assumes it.
    SendMsginv = "send_msginv",
    fix: "The data in the buffer may be wrong (check what the code writes into it before the send: a wrong index, an off-by-one, the wrong variable), or the facts that imply `msginv` are missing (a precondition or loop invariant about the buffer). Change `msginv` only if it asks more than the receivers need: it is what they assume.";
    /// The source is a rank (`0 <= src < VM_NP`) or `MPI_PROC_NULL`.
    RecvSource = "recv_source",
    fix: "Compute the source in 0 .. nprocs-1 (MPI_ANY_SOURCE is not supported), or use MPI_PROC_NULL for no message.";
    /// The receive waits for a message the sender must send:
    /// `VM_rc[src] < nummsg(src, VM_pid)`. Otherwise it could wait forever.
    RecvIndex = "recv_index",
    fix: "The process receives more messages from `src` than `nummsg` says are sent: remove the extra receive or correct `nummsg`. In a loop, the cause can be a missing or weak loop invariant on `VM_rc` (how many messages the loop has received from each process so far).";
    /// The count is not negative (whatever the source) and the message
    /// fits it: `0 <= mcount(src, VM_pid, k) <= count`.
    RecvCount = "recv_count",
    fix: "Give the receive a count of at least `mcount` elements, or correct `mcount`.";
    /// The receive buffer is writable for its whole count, whatever the
    /// source: `\valid(buf + (0 .. count-1))` (MPI's receive buffer is
    /// `count` elements, not only those a message brings; MPICH aborts on a
    /// null buffer with a positive count).
    RecvValid = "recv_valid",
    fix: "The receive count may be larger than the buffer (MPI may write all of `count` elements): pass a larger buffer or a smaller count. A buffer that comes in through a parameter needs `requires \\valid(buf + (0 .. n - 1));` in the function's contract.";
    /// The datatype equals `mdtype(src, VM_pid, k)`.
    RecvDatatype = "recv_datatype",
    fix: "Use the datatype that `mdtype` defines for this message, or correct `mdtype`.";
    /// The datatype describes the C element type of the receive buffer.
    RecvBuftype = "recv_buftype",
    fix: "Pass the datatype of the buffer's element type. A datatype parameter passed as it is becomes the callers' obligation (`caller_buftype`): this check then fails only if the parameter is assigned before the call or also describes a buffer of another element type.";
    /// The tag is `MPI_ANY_TAG`, or it lies in 0 .. 32767 (whatever the
    /// source) and, when there is a source, equals `msgtag(src, VM_pid, k)`.
    RecvTag = "recv_tag",
    fix: "Use the tag that `msgtag` defines (or MPI_ANY_TAG), or correct `msgtag`.";
    /// The message's level `slevel(src, VM_pid, k)` is above the current
    /// level: the matching send cannot be waiting for this process.
    RecvLevel = "recv_level",
    fix: "A receive that can wait for a later send of its partner is a deadlock; or `slevel` does not describe the order; in a loop, state `VM_level` in a loop invariant.";
    /// The send and receive buffers of `MPI_Sendrecv` do not overlap, for
    /// their whole counts (MPI requires it, whatever the message brings).
    RecvSeparated = "recv_separated",
    fix: "Use distinct buffers for the two halves of MPI_Sendrecv, and state `\\separated(...)` in the contract.";
    /// The received elements do not overlap the function's `mpi universal`
    /// locations: a receive must not change universal data (checked before
    /// the message invariant is assumed).
    RecvUniversalSeparated = "recv_universal_separated",
    fix: "Receive into a buffer that is not universal, and state `\\separated(buf + ..., A + ...)` in the contract.";
    /// The message this receive waits for is one a sender can send: the
    /// parts of its message invariant that do not read the received
    /// elements hold (a message no invariant admits is never sent, and the
    /// receive would wait for ever while its assumption made the rest of
    /// the function, its deadlock checks included, vacuous).
    RecvSendable = "recv_sendable",
    fix: "The message invariant is false of this message whatever its data (it rules out this sender, receiver or message number): no process can send it, so the receive waits for ever. Either the receive is wrong (a deadlock: check the order of sends and receives) or `msginv` is too strong for the messages `nummsg` specifies.";
    /// Smoke check (inverted): the code after the receive is reachable. vmfc
    /// assumes the message invariant of each received message; if that
    /// assumption contradicts what is known, everything after it would be
    /// proved vacuously. This goal tries to prove `\false` there: proving
    /// it is an error.
    RecvSmoke = "recv_smoke",
    fix: "The message invariant contradicts the receiver's state (it constrains memory other than the received elements, or no message can satisfy it): correct `msginv`. When another check of this receive failed too (its count, type or buffer), fix that one first: this one can follow from it.";
    /// `0 <= nregions <= INT_MAX`.
    BeginRegionsNregions = "begin_regions_nregions",
    fix: "`nregions` must be a number from 0 to INT_MAX on every path. If it uses a collective's result (`MPI_Bcast#result(0, 0)`), that result is unknown before the collective runs: guard it, `0 <= R && R <= MAX ? 1 + R : 1`, as `examples/readsize` does. Otherwise bound what it is computed from (in the contract).";
    /// No region is open when a region begins (regions do not nest).
    BeginRegionNone = "begin_region_none",
    fix: "End the previous region before this one begins.";
    /// This region is the next one of the region sequence:
    /// `N == region(VM_regionCount)`.
    BeginRegionSequence = "begin_region_sequence",
    fix: "The regions run in another order than `region(i)` says: correct `region(i)` or the code (a loop needs an invariant on `VM_regionCount`).";
    /// Fewer than `nregions` regions have run: `VM_regionCount < nregions`.
    BeginRegionBound = "begin_region_bound",
    fix: "More regions run than `nregions` says: correct `nregions` or the loop around the regions.";
    /// The universal locations are unchanged where the region begins.
    BeginRegionUniversal = "begin_region_universal",
    fix: "Do not assign the universal parameters, globals or array sections. If the function assigns none of them (nor lets a receive or a callee write them), the goal is likely true but hard: its context holds every path through the region, and definitions with `%` or `/` make it nonlinear; retry with `--timeout 30` or more.";
    /// The region that ends is the open one.
    EndRegionCurrent = "end_region_current",
    fix: "Make sure `mpi begin region N` runs before `mpi end region N` on every path.";
    /// Every process sent `nummsg(VM_pid, p)` messages to each process p in
    /// the region.
    EndRegionSent = "end_region_sent",
    fix: "Send as many messages as `nummsg` says (check loop bounds and conditions: a process whose send is skipped leaves its receiver waiting forever, a hang), or correct `nummsg`; in a loop, state `VM_sc` in a loop invariant.";
    /// Every process received `nummsg(p, VM_pid)` messages from each
    /// process p in the region.
    EndRegionReceived = "end_region_received",
    fix: "Receive as many messages as `nummsg` says (a message left unreceived is a bug MPI may not report, and its sender may wait for it forever), or correct `nummsg`; in a loop, state `VM_rc` in a loop invariant.";
    /// The universal locations are unchanged where the region ends.
    EndRegionUniversal = "end_region_universal",
    fix: "Do not assign the universal parameters, globals or array sections. If the function assigns none of them (nor lets a receive or a callee write them), the goal is likely true but hard: its context holds every path through the region, and definitions with `%` or `/` make it nonlinear; retry with `--timeout 30` or more.";
    /// No region is open at `mpi end regions`.
    EndRegionsNone = "end_regions_none",
    fix: "End every region before `mpi end regions`.";
    /// All `nregions` regions ran: `VM_regionCount == nregions`.
    EndRegionsCount = "end_regions_count",
    fix: "The number of regions and collective calls executed differs from `nregions` on some path: a region or a collective that runs on some processes only (under a test of the rank or of local data), a loop that runs a different number of times, or `nregions` miscounted. Make every process run the same sequence, or correct `nregions`.";
    /// The universal locations are unchanged at `mpi end regions`.
    EndRegionsUniversal = "end_regions_universal",
    fix: "Do not assign the universal parameters, globals or array sections. If the function assigns none of them (nor lets a receive or a callee write them), the goal is likely true but hard: its context holds every path through the region, and definitions with `%` or `/` make it nonlinear; retry with `--timeout 30` or more.";
    /// No internal region is open at a call of a collective function.
    CallNone = "call_none",
    fix: "Call collective functions between regions, not inside one. In a loop, state `VM_currentRegion == 0` (and `VM_regionCount`) in a loop invariant.";
    /// The call is the next region of the sequence:
    /// `VM_ID_g == region(VM_regionCount)`.
    CallSequence = "call_sequence",
    fix: "The collective is called in another order than `region(i)` says (or on some processes only): correct `region(i)` or the code.";
    /// Fewer than `nregions` regions have run before the call.
    CallBound = "call_bound",
    fix: "More regions run than `nregions` says: correct `nregions` or the loop around the calls; in a loop, state `VM_regionCount` in a loop invariant (how many regions and collective calls have run: `VM_regionCount == k * it`).";
    /// The argument for a universal of the callee equals its definition
    /// `g#x(i)` (for arrays, every element of the section): all processes
    /// pass the same value.
    CallUniversal = "call_universal",
    fix: "Pass the value that its definition in `mpi begin regions` gives (the `g#x(i)` or `MPI_X#x(i)` the message names), the same on every process, or correct the definition.";
    /// MPI is initialized and not yet finalized at a call of an MPI
    /// collective (`MPI_Bcast`, `MPI_Allreduce`, ...).
    CollActive = "coll_active",
    fix: "Call MPI_Init before any communication and MPI_Finalize after it; a collective function needs `requires VM_state == VM_Active;` and must not finalize MPI.";
    /// The communicator of the MPI collective is `MPI_COMM_WORLD`.
    CollComm = "coll_comm",
    fix: "Pass MPI_COMM_WORLD.";
    /// The root of the MPI collective is a rank: `0 <= root < VM_NP`.
    CollRoot = "coll_root",
    fix: "Pass a root in 0 .. nprocs-1 (the same on every process).";
    /// The count is not negative, and for Gather, Scatter and Allgather
    /// `count * VM_NP` elements fit in an `int`.
    CollCount = "coll_count",
    fix: "Pass a count between 0 and INT_MAX / nprocs (the same on every process).";
    /// Gather, Scatter, Allgather: the receive count and datatype equal the
    /// send count and datatype where MPI reads them (vmfc's rule: one
    /// element type and count per process on both sides).
    CollMatch = "coll_match",
    fix: "Pass the same count and datatype for sending and receiving.";
    /// The buffer this process sends from is readable for as many elements
    /// as MPI reads (the root's whole array for Scatter).
    CollSendValid = "coll_send_valid",
    fix: "The count may be larger than the buffer (a scalar with a count above 1; `count * VM_NP` elements at the root of Scatter): pass a larger buffer or a smaller count. A buffer that comes in through a parameter needs `requires \\valid_read(buf + (0 .. n - 1));` (or `\\valid`) in the function's contract.";
    /// The buffer the result arrives in is writable for as many elements as
    /// MPI writes (`count * VM_NP` at the root of Gather, everywhere for
    /// Allgather).
    CollRecvValid = "coll_recv_valid",
    fix: "The count may be larger than the buffer (a scalar with a count above 1; `count * VM_NP` elements at the root of Gather, everywhere for Allgather): pass a larger buffer or a smaller count. A buffer that comes in through a parameter needs `requires \\valid(buf + (0 .. n - 1));` in the function's contract.";
    /// The datatype (a variable, not a constant) describes the buffers'
    /// element type.
    CollBuftype = "coll_buftype",
    fix: "Pass the datatype constant of the buffer's element type (MPI_INT for `int *`, MPI_DOUBLE for `double *`, ...).";
    /// The reduction operation (a variable, or on a datatype variable) is
    /// one vmfc supports and MPI defines on the datatype.
    CollOp = "coll_op",
    fix: "Pass MPI_SUM, MPI_PROD, MPI_MAX or MPI_MIN for numbers, MPI_LAND or MPI_LOR for logical values, MPI_BAND or MPI_BOR for bits. Not MPI_MAX or MPI_MIN on an unsigned datatype: MPICH 4.0.2 compares unsigned integers as signed ones there.";
    /// `MPI_IN_PLACE` is passed to `MPI_Reduce`, `MPI_Gather` (send
    /// buffer) or `MPI_Scatter` (receive buffer) at the root only.
    CollInPlace = "coll_in_place",
    fix: "Pass MPI_IN_PLACE only on the root (`if (rank == root) ... else ...`); the other processes pass their buffer.";
    /// The send and receive buffers do not overlap (MPI forbids aliased
    /// arguments; use `MPI_IN_PLACE` for Reduce and Allreduce).
    CollSeparated = "coll_separated",
    fix: "Use different buffers for the data and the result, or MPI_IN_PLACE (MPI_Reduce, MPI_Allreduce).";
    /// The elements the collective writes are not universal locations of the
    /// calling function (they must keep their entry values).
    CollRecvUniversal = "coll_recv_universal",
    fix: "Receive into a buffer that is not declared `mpi universal`.";
    /// The data this process contributes equals the data definition
    /// `MPI_X#d(i, j)` (Bcast and Scatter: the root's buffer; Reduce,
    /// Allreduce, Gather, Allgather: the process's own part, element
    /// `VM_pid * count + j`). vmfc then assumes the exact result.
    CollData = "coll_data",
    fix: "Send the data the definition describes, or correct the definition (for per-process data, element `p * count + j` belongs to process p).";
    /// Bcast, Scatter, Gather and Allgather with `MPI_X#inv(i, k, v)`
    /// defined: every element this process contributes (the root's buffer
    /// for Bcast and Scatter, its own part, element `VM_pid * count + j`,
    /// otherwise) satisfies the property, so that every element that
    /// arrives, wherever it comes from, satisfies it too, which vmfc then
    /// assumes.
    CollInv = "coll_inv",
    fix: "Make the data satisfy the property before the call (the root checks what it read, e.g. clamps a size into range), or weaken the definition of `inv`.";
    /// Reduce and Allreduce with `MPI_X#reduced(i, j, n)` defined: the
    /// definition is the reduction of element `j` over processes `0 .. n-1`
    /// (`reduced(i, j, 1)` is process 0's element; `reduced(i, j, n+1)`
    /// combines `reduced(i, j, n)` with process `n`'s element by the
    /// operation). By induction, `reduced(i, j, VM_NP)` is the reduction
    /// over all processes, which vmfc then assumes for the result.
    CollFold = "coll_fold",
    fix: "Define `reduced(i, j, n)` as the reduction of the first n processes' data (for MPI_SUM: `n <= 0 ? 0 : reduced(i, j, n-1) + sendbuf(i, (n-1)*count + j)`, through a recursive logic function of your own), or correct the operation.";
    /// `MPI_SUM` and `MPI_PROD` with an exact result: MPI combines the
    /// elements in an order it does not fix, in the buffer's C type, so
    /// every partial result must fit the type. vmfc asks for a condition
    /// that bounds every partial result by the total: for a sum, all
    /// elements of the same sign and the total in range; for a product, no
    /// element zero and `-MAX <= total <= MAX`.
    CollFoldRange = "coll_fold_range",
    fix: "Bound the data so that the reduction cannot overflow its type (for a sum: elements of one sign, e.g. all >= 0, and the total at most the type's maximum; this usually needs an upper bound on nprocs in the contract). With a recursive `#reduced` (a sum over processes), the bound on the total takes an induction: prove it before the call with a ghost function or a loop over 0 .. nprocs-1 whose invariant bounds the partial sums (examples/ranksum).";
    /// `MPI_SUM` and `MPI_PROD` of signed integers without
    /// `MPI_X#reduced`: nothing is known of the other processes' elements,
    /// so each process bounds its own so that no partial result, in
    /// whatever order MPI combines them, can overflow the C type: for a
    /// sum `nprocs * |e| <= MAX` (implied by `|e| <= MAX / INT_MAX`: 1 for
    /// `int`, about 4e9 for `long`), for a product `|e| <= 1`. Also for an
    /// operation that is not a constant, as it may be either, and for a
    /// product of `unsigned short`s, which C multiplies as `int`s.
    CollNoOverflow = "coll_no_overflow",
    fix: "Bound each process's elements (for an `int` sum `-1 <= e <= 1`, or `nprocs * |e| <= INT_MAX` with a bound on nprocs in the contract; or reduce in `long`), or define `MPI_X#sendbuf` and `MPI_X#reduced` so that vmfc checks the exact total instead (docs/language.md, exact reductions).";
    /// vmfc's message counters and MPI's state are as the function found
    /// them, after a call of one of MPI's collectives. Emitted only in a
    /// function that ensures `VM_UnchangedGlobal{Pre, Here}`: a stepping
    /// stone towards that postcondition (proved call by call, it spares the
    /// provers a chain through every call at the end), which holds wherever
    /// the postcondition can be proved.
    CollGhostUnchanged = "coll_ghost_unchanged",
    fix: "The received elements may be vmfc's ghost state (require the buffers separated from `VM_Pointers`), or the counters differ from their entry values here (a loop needs an invariant saying they are unchanged).";
    /// The caller's own universal locations are unchanged at the call.
    CallUniversalOwn = "call_universal_own",
    fix: "Do not assign the universal parameters, globals or array sections. If the function assigns none of them (nor lets a receive or a callee write them), the goal is likely true but hard: its context holds every path through the region, and definitions with `%` or `/` make it nonlinear; retry with `--timeout 30` or more.";
    /// The universal locations are unchanged when the function returns.
    UniversalExit = "universal_exit",
    fix: "Do not assign the universal parameters, globals or array sections. If the function assigns none of them (nor lets a receive or a callee write them), the goal is likely true but hard: its context holds every path through the region, and definitions with `%` or `/` make it nonlinear; retry with `--timeout 30` or more.";
    /// A definition of a region depends only on its parameters and the
    /// function's universal data (for `msginv`, also on the received
    /// elements `buf[0 .. count-1]`): over two memory states that agree on
    /// those, it has the same value (a frame lemma proved by Wp). So every
    /// process computes the same message counts, tags, levels and
    /// invariants.
    DefinitionUniversal = "definition_universal",
    fix: "The definition reads memory that is not universal (an element outside the declared section, the target of a pointer, a logic function reading a global, or for msginv an element past `count`): declare that data `mpi universal`, or do not read it. If it reads only universal data, spell the index arithmetic out for the provers: `\\forall integer m; 0 <= m < count ==> buf[m] == Data[s * count + m]` proves where `Equal(buf, Data + s * count, 0, count)` does not (docs/proof-power.md).";
    /// What a recursive logic symbol reads, where a definition applies it,
    /// is universal data. The provers cannot unfold a recursion, so at
    /// each use `F(e..)` vmfc states the induction over the parameter the
    /// recursion decreases (where the condition bounds it, `F` reads only
    /// data on which two memory states agreeing on the universal data
    /// agree; above, wherever its recursive calls have the same value, so
    /// does `F`) and has it proved; the definition's frame lemma then
    /// assumes the conclusion. Without it, a definition reading one element
    /// past a universal section through a recursive symbol would be taken
    /// as universal.
    RecursiveFrame = "recursive_frame",
    fix: "The recursive symbol reads memory outside the universal data at this use (an element past the declared section, or for msginv past `count`): declare that data `mpi universal`, apply the symbol to a smaller range, or correct its definition (`a[n - 1]`, not `a[n]`).";
    /// A precondition vmfc adds to a function that passes one of its
    /// parameters as the datatype of a send or receive: the parameter
    /// describes the buffer's element type. The datatype is the caller's
    /// choice, so the caller proves it, at every verified call; inside the
    /// function the `send_buftype` / `recv_buftype` checks then follow.
    /// Reported at the call.
    CallerBuftype = "caller_buftype",
    fix: "Pass the datatype constant of the buffer's element type (MPI_INT for `int *`, MPI_DOUBLE for `double *`, ...), or state it in the caller's contract when the caller passes its own parameter on.";
    /// A precondition vmfc adds to a function that receives into a buffer
    /// given by one of its parameters while it has universal arrays: the
    /// `count` elements of that buffer do not overlap them. Only the caller
    /// knows where the buffer points, so the caller proves it at every
    /// verified call; inside the function the `recv_universal_separated`
    /// check then follows. Reported at the call.
    CallerSeparated = "caller_separated",
    fix: "Pass a receive buffer that does not overlap the universal arrays the function reads (its ghost data), or state the `\\separated(...)` in the caller's contract when the caller passes its own parameter on.";
    /// A verified `main` returns with MPI finalized: when it calls
    /// `MPI_Init`, every path has called `MPI_Init` and `MPI_Finalize`
    /// (`VM_state == VM_Finalized` at exit), since both wait for every
    /// process and a process that returns before `MPI_Init` (a usage check
    /// on `argc`, which MPI does not promise to be the same everywhere)
    /// leaves the others waiting; a `main` that never calls `MPI_Init`
    /// only may not return with MPI active. MPI requires `MPI_Finalize`
    /// before a process ends. Reported at `main`.
    MainFinalized = "main_finalized",
    fix: "Call `MPI_Init()` before any `return` of `main` and `MPI_Finalize()` on every path before it returns, also on the early returns of some ranks (check the arguments after `MPI_Init`, on one process, and broadcast the verdict).";
    /// A signed remainder `a % b` whose divisor is not a literal, in a
    /// verified function, is defined: `b` is not zero, and not -1 when `a`
    /// is the least value of the operation's type. C leaves `INT_MIN % -1`
    /// undefined (C11 6.5.5p6: `a / b` overflows) and x86-64 traps on it,
    /// but Frama-C's run-time checks cover only the zero divisor. vmfc
    /// writes the remainder as a call of the header's `VM_rem_int` (or
    /// `_long`, `_llong`), whose precondition this is, so it is proved
    /// where the remainder is evaluated. Reported at the `%`.
    Remainder = "remainder",
    fix: "Make sure the divisor cannot be 0, nor -1 while the dividend can be the type's least value (a precondition such as `requires n > 0;`, or a test before the `%`).";
    /// Under `--model real`, a floating-point division `a / b` whose
    /// divisor is not a nonzero literal, in a verified function, is by a
    /// divisor that is not zero. Wp's `real` model reads floating-point
    /// numbers as reals, where `a / 0.0` is some real number, and its
    /// run-time checks of floating-point results hold trivially, while the
    /// build computes an infinity or a NaN. vmfc writes the division as a
    /// call of the header's `VM_div_double` (or `_float`, `_ldouble`), whose
    /// precondition this is, so it is proved where the division is
    /// evaluated. (The default model checks that every floating-point
    /// result is finite, which covers it.) Reported at the `/`.
    Division = "division",
    fix: "Make sure the divisor cannot be 0 (a precondition such as `requires n > 0;`, or a test before the `/`).";
    /// Smoke check (inverted): the function's precondition is satisfiable.
    /// An inconsistent precondition would make every goal of the function
    /// (and of a program whose top-level call is not verified) vacuous.
    RequiresSmoke = "requires_smoke",
    fix: "The `requires` clauses contradict each other (or the header's facts such as `VM_Init`): correct them.";
    /// Smoke check (inverted): the axioms of an axiomatic block do not
    /// contradict each other. vmfc does not prove axioms; an inconsistent
    /// set proves anything, and Wp gives a goal the axioms of the symbols
    /// it names, so a contradiction hides until some goal names them. This
    /// lemma names every symbol of the block and holds of no free
    /// interpretation of them (`f(x) == r` for every `r`): a proof of it
    /// shows the axioms (with what they use) contradictory. Reported at the
    /// block.
    AxiomsSmoke = "axioms_smoke",
    fix: "The axioms contradict each other (or the facts they use): correct them. Prefer definitions (`logic integer f(integer x) = ...;`) and lemmas, which vmfc proves.";
    /// Smoke check (inverted): the code after a user's `admit` is
    /// reachable. What an `admit` states is assumed; if it contradicts the
    /// state, every goal after it is proved vacuously.
    AdmitSmoke = "admit_smoke",
    fix: "The admitted property is false wherever it is reached: correct it, or write `assert` to have it proved.";
}

impl CheckKind {
    /// Smoke checks are inverted: a proof is a failure.
    pub fn is_smoke(self) -> bool {
        matches!(
            self,
            CheckKind::RecvSmoke
                | CheckKind::RequiresSmoke
                | CheckKind::AxiomsSmoke
                | CheckKind::AdmitSmoke
        )
    }
}

#[cfg(test)]
mod tests;
