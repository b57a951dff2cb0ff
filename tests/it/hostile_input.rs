//! No input makes idctl panic: random bytes (invalid UTF-8, control characters) in the
//! arguments of many commands and on the standard input of `verify --batch`.
use crate::common::{Env, m2m_client, run_cmd};
use std::ffi::OsString;
use std::os::unix::ffi::OsStringExt;

/// A small deterministic generator (xorshift64*), so a failure can be replayed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// 1 to 40 random bytes, biased towards control characters and high bytes. No NUL:
    /// an argument cannot hold one.
    fn bytes(&mut self) -> Vec<u8> {
        let len = 1 + self.below(40);
        (0..len)
            .map(|_| match self.below(4) {
                0 => 1 + self.below(31) as u8,
                1 => 0x80 + self.below(128) as u8,
                _ => 32 + self.below(95) as u8,
            })
            .collect()
    }

    /// Random bytes that are certainly not UTF-8 (a lone continuation byte somewhere).
    fn invalid_utf8(&mut self) -> Vec<u8> {
        let mut b = self.bytes();
        let at = self.below(b.len() + 1);
        b.insert(at, 0x80 + self.below(64) as u8);
        if std::str::from_utf8(&b).is_ok() {
            b.push(0xff);
        }
        b
    }

    /// Random valid UTF-8 text with control characters.
    fn control_text(&mut self) -> String {
        String::from_utf8_lossy(&self.bytes()).replace('\0', "")
    }
}

/// Commands with one `{}` placeholder where the random value goes.
const COMMANDS: &[&[&str]] = &[
    &["user", "create", "--username", "{}"],
    &["user", "get", "{}"],
    &["user", "update", "alice", "--name", "{}"],
    &["verify", "{}"],
    &["decode", "{}"],
    &["role", "create", "{}"],
    &["role", "get", "{}"],
    &[
        "role",
        "grant",
        "{}",
        "-r",
        "https://api.example.com",
        "read:orders",
    ],
    &["resource", "create", "--name", "x", "--indicator", "{}"],
    &["scope", "create", "-r", "https://api.example.com", "{}"],
    &["client", "create", "--name", "{}"],
    &["token", "--client-id", "{}", "--client-secret", "s"],
    &["org", "create", "--name", "{}"],
    &["hook", "create", "--name", "h", "--url", "{}"],
    &["config", "set", "base-url", "{}"],
    &["events", "list", "--type", "{}"],
    &["keys", "remove", "{}"],
    &["experience", "send-code", "--email", "{}"],
    &["pat", "create", "alice", "--name", "{}"],
];

fn with_value(template: &[&str], value: &OsString) -> Vec<OsString> {
    template
        .iter()
        .map(|a| {
            if *a == "{}" {
                value.clone()
            } else {
                OsString::from(a)
            }
        })
        .collect()
}

fn seeded_env() -> Env {
    let env = Env::new();
    m2m_client(&env);
    env.ok(&["user", "create", "--username", "alice"]);
    env
}

#[test]
fn arguments_that_are_not_utf8_are_usage_errors_and_change_nothing() {
    let env = seeded_env();
    let before = env.snapshot();
    let mut rng = Rng(0x1dc7_1000_0000_0001);
    for template in COMMANDS {
        for _ in 0..5 {
            let value = OsString::from_vec(rng.invalid_utf8());
            let mut c = env.cmd(&[]);
            c.args(with_value(template, &value));
            let r = run_cmd(c);
            assert_eq!(
                r.code, 2,
                "{template:?} with {value:?}: expected a usage error\n{}{}",
                r.stdout, r.stderr
            );
            assert!(
                r.stderr.contains("invalid UTF-8"),
                "{template:?}: {}",
                r.stderr
            );
            assert!(!r.stderr.contains("panicked"), "{}", r.stderr);
        }
    }
    assert_eq!(
        before,
        env.snapshot(),
        "a refused command changed the store"
    );
    // The JSON contract holds too.
    let mut c = env.cmd(&["-o", "json", "user", "create", "--username"]);
    c.arg(OsString::from_vec(b"caf\xe9".to_vec()));
    let r = run_cmd(c);
    assert_eq!(r.code, 2);
    assert!(r.stdout.is_empty());
    assert_eq!(r.err_json()["code"], "usage");
}

#[test]
fn control_characters_in_arguments_never_panic() {
    let env = seeded_env();
    let mut rng = Rng(0x1dc7_2000_0000_0002);
    for template in COMMANDS {
        for _ in 0..5 {
            let value = OsString::from(rng.control_text());
            let before = env.snapshot();
            let mut c = env.cmd(&["-o", "json", "--yes"]);
            c.args(with_value(template, &value));
            let r = run_cmd(c);
            assert!(
                r.code != 101 && !r.stderr.contains("panicked"),
                "{template:?} with {value:?} panicked:\n{}",
                r.stderr
            );
            if r.code != 0 {
                assert_eq!(
                    before,
                    env.snapshot(),
                    "{template:?} failed but changed the store"
                );
            }
        }
    }
}

#[test]
fn random_bytes_on_verify_batch_never_panic() {
    let env = seeded_env();
    let before = env.snapshot();
    let mut rng = Rng(0x1dc7_3000_0000_0003);
    for _ in 0..20 {
        let mut input = Vec::new();
        let lines = 1 + rng.below(20);
        for _ in 0..lines {
            input.extend(rng.bytes().into_iter().filter(|b| *b != b'\n'));
            input.push(b'\n');
        }
        for args in [&["verify", "--batch"][..], &["verify", "-"][..]] {
            let mut c = env.cmd(args);
            c.write_stdin(input.clone());
            let r = run_cmd(c);
            assert!(
                r.code != 101 && !r.stderr.contains("panicked"),
                "{args:?} panicked on {input:?}:\n{}",
                r.stderr
            );
            assert_ne!(r.code, 0, "{args:?} accepted random bytes");
            if args.contains(&"--batch") {
                // One result per input line, in order, each with its line number.
                let results: Vec<serde_json::Value> = r
                    .stdout
                    .lines()
                    .map(|l| serde_json::from_str(l).expect("a JSON result line"))
                    .collect();
                assert_eq!(results.len(), lines, "{input:?}");
                for (i, res) in results.iter().enumerate() {
                    assert_eq!(res["line"], i + 1);
                }
            }
        }
    }
    assert_eq!(before, env.snapshot());
}

#[test]
fn a_store_path_that_is_not_utf8_is_used_as_given() {
    let env = Env::sqlite();
    let mut name = env.dir.path().as_os_str().to_owned().into_vec();
    name.extend(b"/caf\xe9.db");
    let path = std::path::PathBuf::from(OsString::from_vec(name));
    let mut c = env.bare(&["role", "create", "viewer", "--store"]);
    c.arg(&path);
    assert_eq!(run_cmd(c).code, 0);
    assert!(path.exists());
    let mut c = env.bare(&["-o", "json", "role", "list", "--store"]);
    c.arg(&path);
    let r = run_cmd(c);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let names: Vec<String> = r
        .json()
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x["name"].to_string())
        .collect();
    assert!(names.contains(&"\"viewer\"".to_string()), "{names:?}");
}
