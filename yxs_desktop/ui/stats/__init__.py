"""The statistics page: the figures of the saved games as plots, read in a worker
thread."""
