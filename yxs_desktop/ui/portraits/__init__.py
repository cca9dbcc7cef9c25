"""Painted hero portraits: what each hero looks like (:mod:`.looks`, plain data) and the
QPainter code that draws a full-colour bust from such a look (:mod:`.bust`, with its parts in
:mod:`.face`, :mod:`.headgear`, :mod:`.body` and :mod:`.attributes`)."""
