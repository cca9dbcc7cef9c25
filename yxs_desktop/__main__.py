"""`python -m yxs_desktop` behaves exactly like the `yxs` command."""

from yxs_desktop.cli import main

raise SystemExit(main())
