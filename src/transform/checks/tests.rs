//! Unit tests of `checks`.

use super::*;
use crate::mpi::Comm;

#[test]
fn labels_round_trip() {
    for &kind in CheckKind::ALL {
        for call in [
            None,
            Some(Comm::Send),
            Some(Comm::Recv),
            Some(Comm::Sendrecv),
        ] {
            let call = match (kind.call_wide(), kind.half(), call) {
                (true, _, None) => continue,
                (false, true, Some(Comm::Sendrecv)) => call,
                (false, true, _) => Some(if kind.name().starts_with("send_") {
                    Comm::Send
                } else {
                    Comm::Recv
                }),
                (false, false, Some(_)) => continue,
                _ => call,
            };
            for n in [1, 3] {
                let l = Label {
                    kind,
                    call,
                    line: 12,
                    col: 5,
                    n,
                };
                assert_eq!(l.to_string().parse::<Label>(), Ok(l.clone()), "{l}");
            }
        }
    }
    let l: Label = "VM_sendrecv_recv_level_67_5".parse().unwrap();
    assert_eq!(
        (l.kind, l.call, l.line, l.col),
        (CheckKind::RecvLevel, Some(Comm::Sendrecv), 67, 5)
    );
    assert_eq!(
        "VM_call_universal_own_9_2".parse::<Label>().unwrap().kind,
        CheckKind::CallUniversalOwn
    );
    assert!("VM_u_3_4".parse::<Label>().is_err());
    assert!("VM_send_tag_x_4".parse::<Label>().is_err());
}
